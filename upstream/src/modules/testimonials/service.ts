import type { Testimonial } from '@contracts/testimonial';
import type { Database } from '../../db/client';
import { listApprovedTestimonials } from './repository';

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
