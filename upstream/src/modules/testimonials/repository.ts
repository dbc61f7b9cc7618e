import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema';

export async function listApprovedTestimonials(db: Database) {
  return db.select().from(testimonials).where(eq(testimonials.isApproved, true)).orderBy(desc(testimonials.createdAt));
}

export async function insertTestimonial(db: Database, values: typeof testimonials.$inferInsert) {
  await db.insert(testimonials).values(values);
}
