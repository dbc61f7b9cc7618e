import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { listPublicTestimonials, submitTestimonial } from './service';

export default async function testimonialRoutes(app: FastifyInstance) {
  app.get('/testimonial', async () => ({ data: await listPublicTestimonials(app.db) }));

  app.post(
    '/testimonial',
    { preHandler: requireViewer(), config: { rateLimit: app.formRateLimit } },
    async (request, reply) => {
      reply.status(201);
      return submitTestimonial(app, request.viewer!.id, request.body);
    },
  );
}
