import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields } from './define-fields';

const person = defineFields({
  name: { kind: 'text', rule: z.string(), label: 'Name', csv: { header: 'Name', at: 2 }, employer: 'never' },
  city: {
    kind: 'reference',
    rule: z.string(),
    label: 'City',
    column: 'cityId',
    employer: { label: 'Lives in', shown: 'as-is', at: 2, none: 'Anywhere' },
    csv: { header: 'City', at: 1 },
    profile: true,
  },
  licence: { kind: 'text', rule: z.string(), label: 'Licence', employer: { label: 'Drives', shown: 'yes-no', at: 1 } },
  children: { kind: 'number', rule: z.number().int().optional(), label: 'Children', staff: 'Children', profile: true },
});

describe('the places a declaration names', () => {
  it('lists the card’s facts and the CSV’s columns in their own order, the profile’s in the declaration’s', () => {
    expect(person.card.map(({ key, label }) => [key, label])).toEqual([
      ['licence', 'Drives'],
      ['city', 'Lives in'],
    ]);
    expect(person.csv.map(({ key, header, column }) => [key, header, column])).toEqual([
      ['city', 'City', 'cityId'],
      ['name', 'Name', 'name'],
    ]);
    expect(person.profileKeys).toEqual(['city', 'children']);
  });

  it('answers a yes/no fact as a boolean and the others as kept, never a field kept from employers', () => {
    const card = z.object(person.cardShape);
    expect(card.parse({ licence: true, city: null })).toEqual({ licence: true, city: null });
    expect(card.safeParse({ licence: 'B-1234', city: null }).success).toBe(false);
    expect(person.cardShape).not.toHaveProperty('name');
  });

  it('answers an optional number as null to staff and in the profile, and keeps a missing one as null', () => {
    expect(z.object(person.staffShape).parse({ children: null })).toEqual({ children: null });
    expect(z.object(person.profileShape).parse({ city: 'Dubai', children: null })).toEqual({
      city: 'Dubai',
      children: null,
    });
    expect(person.schema.parse({ name: 'Ana', city: 'c1', licence: '' })).toMatchObject({ children: null });
  });

  it('refuses two fields at one place of the card', () => {
    const at = (label: string) =>
      ({ kind: 'text', rule: z.string(), label, employer: { label, shown: 'as-is', at: 1 } }) as const;
    expect(() => defineFields({ a: at('A'), b: at('B') })).toThrow('a and b are both at 1 on the employer’s card');
  });

  it('refuses a masked field on the card or in the CSV', () => {
    const passport = { kind: 'text', rule: z.string(), label: 'Passport', masked: true } as const;
    expect(() =>
      defineFields({ passport: { ...passport, employer: { label: 'Passport', shown: 'as-is', at: 1 } } }),
    ).toThrow('passport is masked: it cannot be on the employer’s card');
    expect(() => defineFields({ passport: { ...passport, csv: { header: 'Passport', at: 1 } } })).toThrow(
      'passport is masked: it cannot be in the CSV export',
    );
  });
});
