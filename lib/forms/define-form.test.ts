import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineForm } from './define-form';

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
