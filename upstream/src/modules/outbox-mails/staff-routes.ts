import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listFailedMailsForStaff } from './staff-service';

/** Staff see the mails that could not be sent after every retry. */
export async function outboxMailStaffRoutes(app: FastifyInstance) {
  route(app, api.adminOutboxMails.failed, ({ query }) => listFailedMailsForStaff(app, query));
}
