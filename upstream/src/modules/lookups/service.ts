import { lookupKinds, type LookupKind } from '@contracts/lookups/lookup';
import type { Database } from '../../db/client';
import { listLookup } from './repository';
import { lookupTables } from './tables';

/** Shapes each list as the spec gives it (careers-pages-profile §3): sortingOrder where relevant, `id` beside `_id` for inquiry types. */
export async function listLookupItems(db: Database, kind: LookupKind) {
  const rows = await listLookup(db, lookupTables[kind]);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    ...(lookupKinds[kind].sorted ? { sortingOrder: row.sortingOrder } : {}),
    ...(kind === 'inquiry-type' ? { id: row.id } : {}),
  }));
}
