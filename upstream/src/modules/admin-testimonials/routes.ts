import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { deleteTestimonial, listAllTestimonials, setTestimonialApproval } from '../testimonials/repository';

/** Staff see every testimonial, approve or hide it, or delete it. */
export default async function adminTestimonialRoutes(app: FastifyInstance) {
  const testimonials = api.adminTestimonials;

  route(app, testimonials.list, async () => ({
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

  route(app, testimonials.moderate, async ({ params: { id }, body: { isApproved } }) => {
    if (!(await setTestimonialApproval(app.db, id, isApproved))) throw notFound('No such testimonial.');
    await app.readModel.changed('testimonials');
    revalidateWebsite(app.config, app.log, ['testimonials']);
    return { data: { _id: id, isApproved } };
  });

  route(app, testimonials.remove, async ({ params: { id } }) => {
    if (!(await deleteTestimonial(app.db, id))) throw notFound('No such testimonial.');
    await app.readModel.changed('testimonials');
    revalidateWebsite(app.config, app.log, ['testimonials']);
  });
}
