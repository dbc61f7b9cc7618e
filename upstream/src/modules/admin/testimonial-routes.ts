import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { testimonialModerationSchema } from '@contracts/admin';
import { notFound } from '../../http-error';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { validate } from '../../lib/validate';
import { deleteTestimonial, listAllTestimonials, setTestimonialApproval } from '../testimonials/repository';

const idParams = z.object({ id: z.string().uuid('No such testimonial.') });

/** Staff see every testimonial, approve or hide it, or delete it. */
export default async function adminTestimonialRoutes(app: FastifyInstance) {
  app.get('/testimonials', async () => ({
    data: (await listAllTestimonials(app.db)).map((t) => ({
      _id: t.id,
      name: t.name,
      position: t.position,
      employer: t.employer,
      rating: t.rating,
      testimonial: t.testimonial,
      isApproved: t.isApproved,
      createdAt: t.createdAt.toISOString(),
    })),
  }));

  app.patch('/testimonials/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const { isApproved } = validate(testimonialModerationSchema, request.body);
    if (!(await setTestimonialApproval(app.db, id, isApproved))) throw notFound('No such testimonial.');
    revalidateWebsite(app.config, app.log, ['testimonials']);
    return { data: { _id: id, isApproved } };
  });

  app.delete('/testimonials/:id', async (request, reply) => {
    const { id } = validate(idParams, request.params);
    if (!(await deleteTestimonial(app.db, id))) throw notFound('No such testimonial.');
    revalidateWebsite(app.config, app.log, ['testimonials']);
    return reply.status(204).send();
  });
}
