import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { answerShareRequest, listMyShareRequests } from './share-requests';

/** The agency's questions to the signed-in candidate: may we put you forward to this employer? */
export async function shareRequestRoutes(app: FastifyInstance) {
  const requests = api.shareRequests;
  route(app, requests.mine, ({ viewer }) => listMyShareRequests(app, viewer.id));
  route(app, requests.answer, ({ viewer, params, body }) => answerShareRequest(app, viewer.id, params.id, body.answer));
}
