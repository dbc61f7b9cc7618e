import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listPublicTestimonials, submitTestimonial } from './service';

export default async function testimonialRoutes(app: FastifyInstance) {
  route(app, api.testimonials.list, async () => ({ data: await listPublicTestimonials(app.db) }));
  route(app, api.testimonials.submit, ({ viewer, body }) => submitTestimonial(app, viewer.id, body));
}
