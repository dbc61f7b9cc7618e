import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listFailedTexts } from './staff-views';

/** Staff see the SMS and WhatsApp messages that failed, beside the failed mails. */
export async function textMessageStaffRoutes(app: FastifyInstance) {
  route(app, api.adminTextMessages.failed, ({ query }) => listFailedTexts(app.db, query));
}
