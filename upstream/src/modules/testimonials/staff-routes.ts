import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listTestimonialsForStaff, moderateTestimonial, removeTestimonial } from './staff-service';

/** Staff see every testimonial, approve or hide it, or delete it. */
export async function testimonialStaffRoutes(app: FastifyInstance) {
  const testimonials = api.adminTestimonials;

  route(app, testimonials.list, async () => ({ data: await listTestimonialsForStaff(app) }));

  route(app, testimonials.moderate, async ({ params: { id }, body: { isApproved } }) => ({
    data: await moderateTestimonial(app, id, isApproved),
  }));

  route(app, testimonials.remove, ({ params: { id } }) => removeTestimonial(app, id));
}
