import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server database's URL; undefined for the in-memory PGlite. */
  url?: string;
  /** Opens another handle on the same database (a second start of the server). */
  reopen(): DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== 'postgres' || !serverUrl) {
    // PGlite in memory cannot be opened twice, so a reopen shares the one handle.
    const handle = openDatabase({});
    return { handle, reopen: () => handle, drop: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
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

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
