import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { withAdminClient } from './admin-client';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server database's URL; undefined for the in-memory PGlite. */
  url?: string;
  /** Opens another handle on the same database (a second start of the server). */
  reopen(): DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A fresh database, in-memory PGlite or a new database on the TEST_DATABASE_URL server, with every
 * migration applied (a copy of the one test/setup/migrated-database.ts made), or empty when asked.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !serverUrl) {
    // PGlite in memory cannot be opened twice, so a reopen shares the one handle.
    const snapshot = options.empty ? undefined : inject('migratedPglite');
    const handle = openDatabase({ pgliteSnapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined });
    return { handle, reopen: () => handle, drop: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => {
    const template = options.empty ? undefined : inject('migratedTemplate');
    return client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles = [openDatabase({ url: url.toString() })];
  return {
    handle: handles[0]!,
    url: url.toString(),
    reopen: () => {
      const handle = openDatabase({ url: url.toString() });
      handles.push(handle);
      return handle;
    },
    drop: async () => {
      await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
