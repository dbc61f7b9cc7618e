import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
import * as schema from './schema';

/** Both drivers expose the same query builder; code above this file never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The server's address (PostgreSQL only), for a connection of its own such as LISTEN. */
  url?: string;
  migrate(): Promise<void>;
  /** Runs `run` while holding the start-up lock, so instances started together migrate and seed one at a time. */
  exclusively<T>(run: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; unset for the embedded PGlite. */
  url?: string;
  /** Folder of the embedded database; unset keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dump of an embedded database to start from (PGlite's dumpDataDir): tests start from one migrated copy. */
  pgliteSnapshot?: Blob;
}

/** PGlite's own start parameters plus the memory settings below (env PGLITE_SHARED_BUFFERS for measuring). */
function pgliteStartParams() {
  // One embedded session: PostgreSQL's server defaults (128 MB of shared buffers, sized for many
  // backends) would all be touched at start and held in the process's RSS for a database of a few MB.
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '16MB';
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/** pg_advisory_lock key of the start-up (migrations, reference data, seed): any fixed number all instances share. */
export const startupLockKey = 7_310_451_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // A connection lost (server restart, terminated backend) must not crash the process. Each
    // client gets its own listener at connect, since the pool listens only while a client is idle:
    // one checked out (a transaction between two queries) would otherwise emit an unhandled 'error'.
    // Its next query fails (the request answers 503) and the pool discards it when released.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error(`[db] connection lost: ${err.message}`));
    });
    // Idle clients' errors are logged by the listener above; the pool replaces them on next use.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Drizzle checks a client out for a transaction but sends `begin` before its try/finally: when
    // that fails (connection just terminated) the client is never released and the pool shrinks for
    // good. Here the client is checked out and released by us, whatever fails, and a client whose
    // connection broke is released as broken so the pool drops it.
    const transaction: Database['transaction'] = async (run, config) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const onClient = drizzlePg(client, { schema }) as unknown as Database;
        return await onClient.transaction(run, config);
      } catch (err) {
        if (isDatabaseUnavailable(err)) broken = err as Error;
        throw err;
      } finally {
        client.release(broken);
      }
    };
    Object.assign(db, { transaction });
    return {
      db,
      driver: 'postgres',
      url: options.url,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      // A session lock on one connection held for the whole run; the work itself uses the pool.
      exclusively: async (run) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('select pg_advisory_lock($1)', [startupLockKey]);
          try {
            return await run();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch((err: Error) => {
              broken = err;
            });
          }
        } finally {
          // A connection whose unlock failed is dropped: closing it releases the lock.
          client.release(broken);
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // One options object: PGlite ignores its second argument when the first (the folder) is undefined.
  // pg_trgm: the staff's searches of a part of a name or email use its trigram indexes.
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteSnapshot,
    startParams: pgliteStartParams(),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns the embedded database: nobody else can start beside it.
    exclusively: (run) => run(),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
