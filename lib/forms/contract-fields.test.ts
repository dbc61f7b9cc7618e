import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractFields } from './contract-fields';
import { defineForm } from './define-form';

const contract = z.object({ name: z.string().min(1, 'Name is required'), age: z.number(), secret: z.string() });

describe('contractFields', () => {
  const form = defineForm(contractFields(contract.shape, { name: 'Full Name', age: 'Age' }));

  it('gives each labelled key a field of the same name with the contract rule', () => {
    expect(form.labels).toEqual({ name: 'Full Name', age: 'Age' });
    expect(form.schema.safeParse({ name: '', age: 3 }).error?.issues[0]?.message).toBe('Name is required');
  });

  it('leaves out the keys it has no label for', () => {
    expect(form.names).toEqual(['name', 'age']);
    expect(form.toPayload({ name: 'Ana', age: 3 })).toEqual({ name: 'Ana', age: 3 });
  });
});
