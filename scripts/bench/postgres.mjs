// A fresh PostgreSQL database for the bench's second pass, on the machine's server when it answers.
import pg from 'pg';

/** Drops and creates database `name` on the server of `adminUrl`; returns its URL, or null if unreachable. */
export async function freshDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    console.log(`[bench] PostgreSQL at ${adminUrl} is not reachable (${err.message}): skipping that pass`);
    return null;
  }
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
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

/** The maintenance database's URL on the server of `url` (to copy or drop a database, never be in it). */
export function serverUrlOf(url) {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.href;
}

/** A copy of the database at `url` as `name` (replacing one left by an aborted run); answers its URL. Nothing may be connected to the source. */
export async function copyDatabase(url, name) {
  const source = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: serverUrlOf(url) });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}" template "${source}"`);
  } finally {
    await client.end();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.href;
}
