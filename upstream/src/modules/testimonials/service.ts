import type { Testimonial, TestimonialData } from '@contracts/testimonials/fields';
import type { AppContext } from '../../context';
import { getProfile } from '../users';
import type { Database } from '../../db/client';
import { insertTestimonial, listApprovedTestimonials } from './repository';

type TestimonialRow = Awaited<ReturnType<typeof listApprovedTestimonials>>[number];

function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    _id: row.id,
    name: row.name,
    position: row.position,
    employer: row.employer,
    rating: row.rating,
    testimonial: row.testimonial,
    icon: row.iconImage ? { _id: row.id, image: row.iconImage } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only reviews staff approved are public. */
export async function listPublicTestimonials(db: Database) {
  return (await listApprovedTestimonials(db)).map(toTestimonial);
}

/** A signed-in user's review waits for staff approval; its avatar is the author's profile picture. */
export async function submitTestimonial(ctx: AppContext, userId: string, payload: TestimonialData) {
  const author = await getProfile(ctx, userId);
  await insertTestimonial(ctx.db, {
    userId,
    name: payload.name,
    position: payload.position,
    employer: payload.employer,
    rating: payload.rating,
    testimonial: payload.testimonial,
    iconImage: author.image,
    isApproved: false,
  });
  return { message: 'Testimonial submitted successfully! It will appear once our team has reviewed it.' };
}
