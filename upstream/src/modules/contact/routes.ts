import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from './service';

export default async function contactRoutes(app: FastifyInstance) {
  app.post('/contact', { config: { rateLimit: app.formRateLimit } }, async (request, reply) => {
    reply.status(201);
    return sendContactMessage(app, request.body);
  });
}
