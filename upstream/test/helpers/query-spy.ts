import { vi } from 'vitest';
import type { TestContext } from './build-test-app';

/**
 * Counts the queries the app sends to its database: every call of the driver's client (PGlite's
 * query/exec/transaction, node-postgres' pool query/connect). Restore it when done.
 */
export function spyOnDatabase(ctx: TestContext) {
  const client = (ctx.app.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function');
  const spies = methods.map((name) => vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name));
  return {
    calls: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
