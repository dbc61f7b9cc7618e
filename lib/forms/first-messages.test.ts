import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessages } from './first-messages';

describe('firstMessages', () => {
  it('keeps the first message of each field, under its path', () => {
    const schema = z.object({
      name: z
        .string()
        .min(2, 'Too short')
        .regex(/^[a-z]+$/, 'Letters only'),
      address: z.object({ city: z.string().min(1, 'City is required') }),
    });
    const result = schema.safeParse({ name: '1', address: { city: '' } });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!)).toEqual({ name: 'Too short', 'address.city': 'City is required' });
  });
});
