import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getPoolCandidate, listPoolPage, putForward } from './service';

/** The talent pool: search candidates with a profile, open one, put them forward on a client's shortlist. */
export async function talentPoolStaffRoutes(app: FastifyInstance) {
  const candidates = api.adminCandidates;
  route(app, candidates.list, ({ query }) => listPoolPage(app, query));
  route(app, candidates.get, async ({ params }) => ({ data: await getPoolCandidate(app, params.id) }));
  route(app, candidates.shortlist, ({ params, body, viewer }) => putForward(app, params.id, body.shortlistId, viewer));
}
