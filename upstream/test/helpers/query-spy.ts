import { vi, type MockInstance } from 'vitest';
import type { TestContext } from './build-test-app';

/**
 * Counts the times the app reaches its database: PGlite's query/exec/transaction calls, or the
 * node-postgres pool's query and connect calls (pool.query connects itself, so it counts once).
 * Restore it when done.
 */
export function spyOnDatabase(ctx: TestContext) {
  const client = (ctx.app.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  const spy = (name: string): MockInstance | undefined =>
    typeof client[name] === 'function' ? vi.spyOn(client, name) : undefined;
  const isPool = ctx.app.database.driver === 'postgres';
  const spies = isPool
    ? { query: spy('query'), connect: spy('connect') }
    : { query: spy('query'), exec: spy('exec'), transaction: spy('transaction') };
  const count = (name: keyof typeof spies) => spies[name]?.mock.calls.length ?? 0;
  return {
    calls: () => (isPool ? count('connect') : count('query') + count('exec') + count('transaction')),
    restore: () => Object.values(spies).forEach((s) => s?.mockRestore()),
  };
}
