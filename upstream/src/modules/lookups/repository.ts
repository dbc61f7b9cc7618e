import { and, asc, count, eq, inArray, type Column } from 'drizzle-orm';
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

/** Every item, active or not, for staff. */
export async function listAllLookup(db: Database, table: LookupTable) {
  return db.select().from(table).orderBy(asc(table.sortingOrder), asc(table.name));
}

export async function insertLookup(
  db: Database,
  table: LookupTable,
  values: { name: string; sortingOrder: number; isActive: boolean },
) {
  const [row] = await db.insert(table).values(values).returning();
  return row!;
}

export async function updateLookup(
  db: Database,
  table: LookupTable,
  id: string,
  values: { name: string; sortingOrder: number; isActive: boolean },
) {
  const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return row;
}

export async function deleteLookup(db: Database, table: LookupTable, id: string) {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** True when any of the columns holds this id. */
export async function isReferenced(db: Database, columns: Column[], id: string) {
  for (const column of columns) {
    const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}
