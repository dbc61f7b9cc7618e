import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields } from '@/lib/contracts/core/define-fields';
import { defineForm, defineFormOf } from './define-form';

const contract = z.object({ fullName: z.string().min(1, 'Name is required'), age: z.number().int() });
const form = defineForm({
  full_name: { key: 'fullName', label: 'Full Name', rule: contract.shape.fullName },
  age_years: { key: 'age', label: 'Age', rule: z.string().transform(Number).pipe(contract.shape.age) },
});

describe('defineForm', () => {
  it('validates each form field with its declared rule under the form name', () => {
    const result = form.schema.safeParse({ full_name: '', age_years: '30' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['full_name', 'Name is required'],
    ]);
  });

  it('gives the labels by form name', () => {
    expect(form.labels).toEqual({ full_name: 'Full Name', age_years: 'Age' });
  });

  it('renames valid values to the payload keys', () => {
    expect(form.toPayload(form.schema.parse({ full_name: 'Ana', age_years: '30' }))).toEqual({
      fullName: 'Ana',
      age: 30,
    });
  });

  it('maps server errors back to form names and ignores unknown keys', () => {
    expect(form.fieldOf('age')).toBe('age_years');
    expect(form.fieldOf('full_name')).toBeUndefined();
    expect(form.fromServerErrors({ fullName: 'Taken', other: 'x' })).toEqual({ full_name: 'Taken' });
  });
});

describe('defineFormOf', () => {
  const declared = defineFields({
    title: { kind: 'text', rule: z.string().min(1), label: 'Title', form: 'title' },
    tag: { kind: 'choice', rule: z.enum(['Urgent', 'Immediate']).default('Immediate'), label: 'Tag', form: 'tag' },
    city: { kind: 'reference', rule: z.string().nullable().default(null), label: 'City', form: 'city' },
    note: { kind: 'text', rule: z.string().optional(), label: 'Note', form: 'note' },
    places: { kind: 'references', rule: z.array(z.string()), label: 'Places', form: 'places', empty: [] },
    secret: { kind: 'text', rule: z.string(), label: 'Secret' },
  });

  it('starts each field at its declared empty value, else its rule’s default, else blank', () => {
    expect(defineFormOf(declared).empty).toEqual({ title: '', tag: 'Immediate', city: null, note: '', places: [] });
  });

  it('starts an overridden field at what the browser’s rule gives', () => {
    expect(defineFormOf(declared, { tag: { rule: z.string() } }).empty.tag).toBe('');
  });
});
