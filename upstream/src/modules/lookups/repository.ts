import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LookupTable } from '../../db/schema';

export async function listLookup(db: Database, table: LookupTable) {
  return db
    .select({ id: table.id, name: table.name, sortingOrder: table.sortingOrder })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.sortingOrder), asc(table.name));
}

/** The id names an active row of the table. */
export async function lookupExists(db: Database, table: LookupTable, id: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.isActive, true)));
  return Boolean(row);
}

/** Every id names an active row of the table (duplicates allowed). */
export async function allLookupsExist(db: Database, table: LookupTable, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, unique), eq(table.isActive, true)));
  return rows.length === unique.length;
}
