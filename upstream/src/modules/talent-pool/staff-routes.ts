import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { recordRead } from '../access-records';
import { getPoolCandidate, listPoolPage, putForward } from './service';

/** What a search's query holds besides its filters. */
const notFilters = new Set(['page', 'pageSize', 'sort']);

/** The talent pool: search candidates with a profile, open one, put them forward on a client's shortlist. */
export async function talentPoolStaffRoutes(app: FastifyInstance) {
  const candidates = api.adminCandidates;
  // Each search and each candidate opened is recorded (the search with its filters and how many it showed).
  route(app, candidates.list, async ({ query, request }) => {
    const page = await listPoolPage(app, query);
    const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !notFilters.has(key)));
    await recordRead(app, request, candidates.list, { filters, count: page.data.length });
    return page;
  });
  route(app, candidates.get, async ({ params, request }) => {
    const candidate = await getPoolCandidate(app, params.id);
    await recordRead(app, request, candidates.get, { subjectUserId: candidate._id, recordId: null });
    return { data: candidate };
  });
  route(app, candidates.shortlist, ({ params, body, viewer }) => putForward(app, params.id, body.shortlistId, viewer));
}
