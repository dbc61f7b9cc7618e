import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listFailedMailsForStaff } from './service';

/** Staff see the mails that could not be sent after every retry. */
export default async function adminOutboxMailRoutes(app: FastifyInstance) {
  route(app, api.adminOutboxMails.failed, ({ query }) => listFailedMailsForStaff(app, query));
}
