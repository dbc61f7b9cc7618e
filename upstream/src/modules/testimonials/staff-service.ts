import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { published } from '../../read-model/published';
import { deleteTestimonial, listAllTestimonials, setTestimonialApproval } from './repository';

const missing = () => notFound('No such testimonial.');

/** Every testimonial, approved or not, as staff see it. */
export async function listTestimonialsForStaff(ctx: AppContext) {
  return (await listAllTestimonials(ctx.db)).map((t) => ({
    _id: t.id,
    name: t.name,
    position: t.position,
    employer: t.employer,
    rating: t.rating,
    testimonial: t.testimonial,
    isApproved: t.isApproved,
    createdAt: t.createdAt.toISOString(),
  }));
}

/** Shows (approved) or hides a testimonial on the public pages. */
export async function moderateTestimonial(ctx: AppContext, id: string, isApproved: boolean) {
  if (!(await setTestimonialApproval(ctx.db, id, isApproved))) throw missing();
  await published(ctx, 'testimonials');
  return { _id: id, isApproved };
}

export async function removeTestimonial(ctx: AppContext, id: string) {
  if (!(await deleteTestimonial(ctx.db, id))) throw missing();
  await published(ctx, 'testimonials');
}
