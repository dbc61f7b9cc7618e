import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendAnswer } from '../../read-model/send-answer';
import { normalizeSearch } from './service';

/** GET /api/job-search: pages come from the read model (remembered by normalized search). */
export default async function jobSearchRoutes(app: FastifyInstance) {
  route(app, api.jobOpenings.search, async ({ query, request, reply }) =>
    sendAnswer(request, reply, await app.readModel.search(normalizeSearch(query))),
  );
}
