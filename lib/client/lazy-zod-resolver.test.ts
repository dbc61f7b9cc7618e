import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(2, 'Name must be at least 2 characters'), age: z.coerce.number() });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates with the schema it loads: its messages for invalid values, its output for valid ones', async () => {
    const resolver = lazyZodResolver(async () => schema);
    const invalid = await resolver({ name: 'A', age: '3' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('Name must be at least 2 characters');
    const valid = await resolver({ name: 'Ana', age: '3' }, undefined, options);
    expect(valid).toEqual({ values: { name: 'Ana', age: 3 }, errors: {} });
  });

  it('loads the schema on the first validation only, and only once', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([
      resolver({ name: 'Ana', age: 1 }, undefined, options),
      resolver({ name: 'Bo', age: 2 }, undefined, options),
    ]);
    await resolver({ name: 'Cy', age: 3 }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
