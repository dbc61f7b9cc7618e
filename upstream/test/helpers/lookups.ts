import { lookupKinds, type LookupKind } from '@contracts/lookups/lookup';
import type { TestContext } from './build-test-app';

export type SeededLookups = Record<LookupKind, { _id: string; name: string }[]>;

/** Every lookup list as the public API answers it, to pick valid ids for payloads. */
export async function readLookups(ctx: TestContext): Promise<SeededLookups> {
  const entries = await Promise.all(
    (Object.keys(lookupKinds) as LookupKind[]).map(async (kind) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${kind}` });
      return [kind, res.json().data] as const;
    }),
  );
  return Object.fromEntries(entries) as SeededLookups;
}
