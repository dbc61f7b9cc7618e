import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields, erasedValuesOf, rowValuesOf, storedValuesOf } from './define-fields';

const person = defineFields({
  name: {
    kind: 'text',
    rule: z.string().min(1, 'Name is required'),
    label: 'Full Name',
    form: 'full_name',
    personal: true,
  },
  city: { kind: 'reference', rule: z.string(), label: 'City', form: 'city', staff: 'City', column: 'cityId' },
  passport: {
    kind: 'text',
    rule: z.string(),
    label: 'Passport',
    staff: 'Passport number',
    masked: true,
    personal: true,
  },
  born: { kind: 'date', rule: z.string(), label: 'Born', staff: 'Date of birth', personal: true },
  photo: { kind: 'file', rule: z.string(), label: 'Photo', column: 'photoUploadId', personal: true },
  consent: { kind: 'flag', rule: z.literal(true), label: 'Consent', column: false },
});

describe('defineFields', () => {
  it('validates the payload with each field’s own rule and message', () => {
    const result = person.schema.safeParse({
      name: '',
      city: 'c',
      passport: 'p',
      born: 'b',
      photo: 'f',
      consent: true,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name is required'],
    ]);
  });

  it('lists what staff see in declaration order, a masked field under its masked key', () => {
    expect(person.staff.map(({ key, label, column }) => [key, label, column])).toEqual([
      ['city', 'City', 'cityId'],
      ['passportMasked', 'Passport number', 'passport'],
      ['born', 'Date of birth', 'born'],
    ]);
    expect(Object.keys(person.staffShape)).toEqual(['city', 'passportMasked', 'born']);
  });

  it('stores each field in its column, leaving files to the caller and unstored fields out', () => {
    const payload = {
      name: 'Ana',
      city: 'c1',
      passport: 'P1',
      born: '2000-01-01',
      photo: 'p.png',
      consent: true as const,
    };
    expect(storedValuesOf(person, payload)).toEqual({ name: 'Ana', cityId: 'c1', passport: 'P1', born: '2000-01-01' });
  });

  it('stores only the fields a partial payload holds, and reads them back from the row by field', () => {
    expect(storedValuesOf(person, { city: 'c1', born: '2000-01-01' })).toEqual({ cityId: 'c1', born: '2000-01-01' });
    const row = { name: 'Ana', cityId: 'c1', passport: 'P1', born: '2000-01-01', photoUploadId: 'u1' };
    expect(rowValuesOf(person, ['city', 'born'], row)).toEqual({ city: 'c1', born: '2000-01-01' });
  });

  it('answers staff a list of references as their names, and keeps the list off the row', () => {
    const order = defineFields({
      items: { kind: 'references', rule: z.array(z.string()), label: 'Items', staff: 'Items', column: false },
    });
    expect(order.staffShape.items.safeParse(['Waiter', 'Cook']).success).toBe(true);
    expect(order.staffShape.items.safeParse('Waiter').success).toBe(false);
    expect(order.stored).toEqual([]);
  });

  it('erases personal texts to empty and personal dates and files to nothing', () => {
    expect(erasedValuesOf(person)).toEqual({ name: '', passport: '', born: null, photoUploadId: null });
  });
});
