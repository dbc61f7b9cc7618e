import type { lookupInputSchema } from '@contracts/lookups/staff';
import type { LookupKind } from '@contracts/lookups/lookup';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-error';
import { published } from '../../read-model/published';
import { deleteLookup, insertLookup, listAllLookup, updateLookup } from './repository';
import { lookupTables } from './tables';
import { isLookupInUse, refreshSearchTextOfPosition } from './references';

/** An item as staff send it, already parsed by the endpoint's schema (defaults filled in). */
type LookupInput = z.output<typeof lookupInputSchema>;

const missing = () => notFound('No such item.');

const present = (row: { id: string; name: string; sortingOrder: number; isActive: boolean }) => ({
  _id: row.id,
  name: row.name,
  sortingOrder: row.sortingOrder,
  isActive: row.isActive,
});

/** Runs a write of a lookup list, then publishes the list; a name already taken is a 409. */
async function saved<T>(ctx: AppContext, kind: LookupKind, write: () => Promise<T>) {
  try {
    const result = await write();
    await published(ctx, { lookup: kind });
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An item with this name already exists.');
    throw err;
  }
}

/** Every item of a list, active or not, in the order staff set. */
export async function listLookupForStaff(ctx: AppContext, kind: LookupKind) {
  return (await listAllLookup(ctx.db, lookupTables[kind])).map(present);
}

export async function createLookupItem(ctx: AppContext, kind: LookupKind, input: LookupInput) {
  return present(await saved(ctx, kind, () => insertLookup(ctx.db, lookupTables[kind], input)));
}

export async function updateLookupItem(ctx: AppContext, kind: LookupKind, id: string, input: LookupInput) {
  const row = await saved(ctx, kind, () =>
    ctx.db.transaction(async (tx) => {
      const updated = await updateLookup(tx, lookupTables[kind], id, input);
      if (updated && kind === 'position') await refreshSearchTextOfPosition(tx, id);
      return updated;
    }),
  );
  if (!row) throw missing();
  return present(row);
}

export async function removeLookupItem(ctx: AppContext, kind: LookupKind, id: string) {
  // Deleting a referenced item would silently change stored jobs, applications and inquiries.
  if (await isLookupInUse(ctx.db, kind, id)) throw conflict('This item is in use. Deactivate it instead.');
  if (!(await saved(ctx, kind, () => deleteLookup(ctx.db, lookupTables[kind], id)))) throw missing();
}
