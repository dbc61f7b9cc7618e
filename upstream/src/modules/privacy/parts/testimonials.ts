import { asc, eq } from 'drizzle-orm';
import { testimonials } from '../../../db/schema';
import type { PrivacyPart } from './part';

/** Reviews the person wrote (shown on the site once approved): exported, and deleted with the account. */
export const testimonialsPart: PrivacyPart = {
  name: 'testimonials',
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.userId, userId))
      .orderBy(asc(testimonials.createdAt));
    return {
      data: rows.map((row) => ({
        name: row.name,
        position: row.position,
        employer: row.employer,
        rating: row.rating,
        testimonial: row.testimonial,
        picture: row.iconImage,
        approved: row.isApproved,
        writtenAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const rows = await db
      .delete(testimonials)
      .where(eq(testimonials.userId, userId))
      .returning({ id: testimonials.id });
    return { count: rows.length };
  },
};
