import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Paging by key: a list's order is a tuple of columns ending in a unique one, and a page starts
 * strictly after (or before) the key of a row it names. A deep page costs what the first does, and
 * rows added meanwhile never shift a page. Cursors carry the key as PostgreSQL prints it (text), so
 * a timestamp keeps its microseconds.
 */
export interface KeyPart {
  column: AnyColumn;
  /** The column's SQL type, to read a cursor's text back. */
  type: string;
  /** Whether a cursor's text is a value of this type (a bad one answers 400, never a database error). */
  valid: (text: string) => boolean;
}

export type Direction = 'asc' | 'desc';

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

export function keyOrder(key: KeyPart[], direction: Direction) {
  return key.map(({ column }) => (direction === 'asc' ? asc(column) : desc(column)));
}

/**
 * The key of each row as a JSON array of its text values, selected beside the row and read with
 * keyValues only for the rows a cursor names (parsing a PostgreSQL array per row costs a batch of
 * the CSV export more than its own columns).
 */
export function keyText(key: KeyPart[]) {
  return sql<string>`json_build_array(${sql.join(
    key.map(({ column }) => sql`${column}::text`),
    sql`, `,
  )})::text`;
}

/** A row's key values from keyText's JSON. */
export function keyValues(text: string): string[] {
  return JSON.parse(text) as string[];
}

/** Rows strictly past `values` when reading in `direction`. */
export function pastKey(key: KeyPart[], values: string[], direction: Direction): SQL {
  const columns = sql.join(
    key.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const typed = sql.join(
    key.map(({ type }, i) => sql`${values[i]}::${sql.raw(type)}`),
    sql`, `,
  );
  return direction === 'asc' ? sql`(${columns}) > (${typed})` : sql`(${columns}) < (${typed})`;
}

export function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** A cursor's key values, or undefined when it is not one of this key's. */
export function decodeCursor(key: KeyPart[], cursor: string): string[] | undefined {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(values) || values.length !== key.length) return undefined;
  return values.every((v, i) => typeof v === 'string' && key[i]!.valid(v)) ? (values as string[]) : undefined;
}

/** Where a page starts: the first rows, after a cursor, before one, or the last rows. */
export type PageStart = { from: 'first' } | { from: 'after' | 'before'; values: string[] } | { from: 'last' };

/** The reading direction and starting condition of a page; reading backwards, rows come reversed. */
export function pageScan(key: KeyPart[], direction: Direction, start: PageStart) {
  const backwards = start.from === 'before' || start.from === 'last';
  const reading = backwards ? flip(direction) : direction;
  const where = 'values' in start ? pastKey(key, start.values, reading) : undefined;
  return { backwards, reading, where };
}
