import type { FastifyInstance } from 'fastify';
import { listPublicTestimonials } from './service';

export default async function testimonialRoutes(app: FastifyInstance) {
  app.get('/testimonial', async () => ({ data: await listPublicTestimonials(app.db) }));
}
