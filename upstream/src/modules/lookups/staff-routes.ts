import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { createLookupItem, listLookupForStaff, removeLookupItem, updateLookupItem } from './staff-service';

/** Lookup lists (positions, locations, budgets, urgencies, business and inquiry types) for staff. */
export async function lookupStaffRoutes(app: FastifyInstance) {
  const lookups = api.adminLookups;

  route(app, lookups.list, async ({ params: { kind } }) => ({ data: await listLookupForStaff(app, kind) }));

  route(app, lookups.create, async ({ params: { kind }, body }) => ({ data: await createLookupItem(app, kind, body) }));

  route(app, lookups.update, async ({ params: { kind, id }, body }) => ({
    data: await updateLookupItem(app, kind, id, body),
  }));

  route(app, lookups.remove, ({ params: { kind, id } }) => removeLookupItem(app, kind, id));
}
