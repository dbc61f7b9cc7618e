// A fresh PostgreSQL database for the bench's second pass, on the machine's server when it answers.
import pg from 'pg';

/**
 * Drops and creates database `name` on the server of `adminUrl` (a copy of database `template` when
 * given: nothing may be connected to it); returns its URL, or null if unreachable.
 */
export async function freshDatabase(adminUrl, name, { template } = {}) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    console.log(`[bench] PostgreSQL at ${adminUrl} is not reachable (${err.message}): skipping that pass`);
    return null;
  }
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the bench's database again. */
export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** The maintenance database's URL on the server of `url` (to copy or drop a database from, never in it). */
export function serverUrlOf(url) {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.href;
}
