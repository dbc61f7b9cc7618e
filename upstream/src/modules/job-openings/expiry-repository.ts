import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobExpiryNotices, jobOpenings, users } from '../../db/schema';

/** Closes the active openings valid through a day before `today`; answers their ids. */
export async function closeJobsValidBefore(db: Database, today: string, at: Date) {
  return db
    .update(jobOpenings)
    .set({ isActive: false, updatedAt: at })
    .where(and(eq(jobOpenings.isActive, true), lt(jobOpenings.validThrough, today)))
    .returning({ id: jobOpenings.id });
}

/** Active openings whose last valid day is between these dates (inclusive) and whose staff were not told yet. */
export async function findJobsClosingBetween(db: Database, from: string, to: string) {
  return db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      companyName: jobOpenings.companyName,
      validThrough: sql<string>`${jobOpenings.validThrough}`,
    })
    .from(jobOpenings)
    .where(
      and(
        eq(jobOpenings.isActive, true),
        gte(jobOpenings.validThrough, from),
        lte(jobOpenings.validThrough, to),
        sql`not exists (select 1 from ${jobExpiryNotices} where ${jobExpiryNotices.jobOpeningId} = ${jobOpenings.id} and ${jobExpiryNotices.validThrough} = ${jobOpenings.validThrough})`,
      ),
    )
    .orderBy(asc(jobOpenings.validThrough), asc(jobOpenings.title));
}

/** Records the notice; false when it was recorded already (another run got there first). */
export async function recordExpiryNotice(db: Database, jobOpeningId: string, validThrough: string) {
  const rows = await db
    .insert(jobExpiryNotices)
    .values({ jobOpeningId, validThrough })
    .onConflictDoNothing()
    .returning({ id: jobExpiryNotices.jobOpeningId });
  return rows.length > 0;
}

/** The email addresses of the staff accounts still enabled. */
export async function findStaffEmails(db: Database) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'Admin'), eq(users.isDisabled, false)))
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}
