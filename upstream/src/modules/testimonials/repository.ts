import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema';

export async function listApprovedTestimonials(db: Database) {
  return db.select().from(testimonials).where(eq(testimonials.isApproved, true)).orderBy(desc(testimonials.createdAt));
}

export async function insertTestimonial(db: Database, values: typeof testimonials.$inferInsert) {
  await db.insert(testimonials).values(values);
}

export async function listAllTestimonials(db: Database) {
  return db.select().from(testimonials).orderBy(desc(testimonials.createdAt));
}

/** Answers false when no testimonial has this id. */
export async function setTestimonialApproval(db: Database, id: string, isApproved: boolean) {
  const rows = await db
    .update(testimonials)
    .set({ isApproved })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}

export async function deleteTestimonial(db: Database, id: string) {
  const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return rows.length > 0;
}
