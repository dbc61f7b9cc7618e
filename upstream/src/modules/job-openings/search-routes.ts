import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendAnswer, whenReady } from '../../read-model/send-answer';
import { normalizeSearch } from './search';

/** GET /api/job-search: pages come from the read model (remembered by normalized search), at once when known. */
export async function jobSearchRoutes(app: FastifyInstance) {
  route(app, api.jobOpenings.search, ({ query, request, reply }) =>
    whenReady(app.readModel.search(normalizeSearch(query)), (answer) => sendAnswer(request, reply, answer)),
  );
}
