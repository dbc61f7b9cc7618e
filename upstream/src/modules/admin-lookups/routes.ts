import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import type { LookupKind } from '@contracts/lookups';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { deleteLookup, insertLookup, isReferenced, listAllLookup, updateLookup } from '../lookups/repository';
import { lookupTables } from '../lookups/tables';
import { refreshSearchText } from '../job-openings/repository';
import { jobOpenings } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { lookupReferences } from './repository';

const jobLookupKinds: LookupKind[] = ['position', 'preffered-location', 'salary-budget'];

const present = (row: { id: string; name: string; sortingOrder: number; isActive: boolean }) => ({
  _id: row.id,
  name: row.name,
  sortingOrder: row.sortingOrder,
  isActive: row.isActive,
});

/** Lookup lists (positions, locations, budgets, urgencies, business and inquiry types) for staff. */
export default async function adminLookupRoutes(app: FastifyInstance) {
  const lookups = api.adminLookups;
  const saved = async <T>(kind: LookupKind, write: () => Promise<T>) => {
    try {
      const result = await write();
      // Openings show their position, emirates and salary band by name.
      await app.readModel.changed(
        ...(jobLookupKinds.includes(kind) ? (['lookups', 'jobs'] as const) : (['lookups'] as const)),
      );
      revalidateWebsite(app.config, app.log, [`content:lookup:${kind}`]);
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('An item with this name already exists.');
      throw err;
    }
  };

  route(app, lookups.list, async ({ params: { kind } }) => ({
    data: (await listAllLookup(app.db, lookupTables[kind])).map(present),
  }));

  route(app, lookups.create, async ({ params: { kind }, body }) => ({
    data: present(await saved(kind, () => insertLookup(app.db, lookupTables[kind], body))),
  }));

  route(app, lookups.update, async ({ params: { kind, id }, body }) => {
    const row = await saved(kind, () =>
      app.db.transaction(async (tx) => {
        const updated = await updateLookup(tx, lookupTables[kind], id, body);
        // A position's name is part of its openings' search text.
        if (updated && kind === 'position') await refreshSearchText(tx, eq(jobOpenings.positionId, id));
        return updated;
      }),
    );
    if (!row) throw notFound('No such item.');
    return { data: present(row) };
  });

  route(app, lookups.remove, async ({ params: { kind, id } }) => {
    // Deleting a referenced item would silently change stored jobs, applications and inquiries.
    if (await isReferenced(app.db, lookupReferences[kind], id)) {
      throw conflict('This item is in use. Deactivate it instead.');
    }
    if (!(await saved(kind, () => deleteLookup(app.db, lookupTables[kind], id)))) throw notFound('No such item.');
  });
}
