import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance) {
  route(app, api.contact.send, ({ body }) => sendContactMessage(app, body));
}
