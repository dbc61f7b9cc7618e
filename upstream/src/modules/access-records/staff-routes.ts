import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { recordRead } from './record-read';
import { searchAccessRecords, searchFiltersOf } from './service';

/** The Manager's search of the record of access: the only route on it, and it only reads (and is itself recorded). */
export async function accessRecordStaffRoutes(app: FastifyInstance) {
  const search = api.adminAccessRecords.search;
  route(app, search, async ({ query, request }) => {
    const page = await searchAccessRecords(app, query);
    await recordRead(app, request, search, { filters: searchFiltersOf(query), count: page.data.length });
    return page;
  });
}
