import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LookupTable } from '../../db/schema';

export async function listLookup(db: Database, table: LookupTable) {
  return db
    .select({ id: table.id, name: table.name, sortingOrder: table.sortingOrder })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.sortingOrder), asc(table.name));
}
