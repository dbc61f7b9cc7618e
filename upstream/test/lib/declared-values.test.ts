import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFields } from '@contracts/core/define-fields';
import { exportedValuesOf, staffValuesOf } from '../../src/lib/declared-values';

const order = defineFields({
  company: { kind: 'text', rule: z.string(), label: 'Company', staff: 'Company' },
  city: { kind: 'reference', rule: z.string(), label: 'City', staff: 'City', column: 'cityId' },
  items: { kind: 'references', rule: z.array(z.string()), label: 'Items', staff: 'Items', column: false },
  size: { kind: 'number', rule: z.number(), label: 'Size', staff: 'Size' },
  consent: { kind: 'flag', rule: z.literal(true), label: 'Consent', column: false },
});
const source = {
  row: { company: 'Marina Pearl', cityId: 'c1', size: 3 },
  joined: { city: 'Dubai', items: ['Waiter', 'Cook'] },
};

describe('declared values', () => {
  it('exports every stored field and each list of references by name, in declaration order', () => {
    const exported = exportedValuesOf(order, source);
    expect(exported).toEqual({ company: 'Marina Pearl', city: 'Dubai', items: ['Waiter', 'Cook'], size: 3 });
    expect(Object.keys(exported)).toEqual(['company', 'city', 'items', 'size']);
  });

  it('answers staff the names of references, an empty list when none were read', () => {
    expect(staffValuesOf(order, source)).toEqual({
      company: 'Marina Pearl',
      city: 'Dubai',
      items: ['Waiter', 'Cook'],
      size: 3,
    });
    expect(staffValuesOf(order, { row: source.row, joined: {} })).toMatchObject({ city: null, items: [] });
  });
});
