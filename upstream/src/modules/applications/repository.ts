import { and, eq, isNotNull, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

export async function insertApplication(db: Database, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!;
}

/**
 * The openings this user applied to (withdrawn ones too, unless staff allowed applying again); read
 * from the (user, job) unique index alone, whose condition is the same.
 */
export async function findAppliedJobIds(db: Database, userId: string) {
  const rows = await db
    .select({ jobOpeningId: applications.jobOpeningId })
    .from(applications)
    .where(
      and(eq(applications.userId, userId), isNotNull(applications.jobOpeningId), not(applications.reapplyAllowed)),
    );
  return rows.map((row) => row.jobOpeningId!);
}
