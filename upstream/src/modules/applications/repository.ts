import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

export async function insertApplication(db: Database, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!;
}

/** The openings this user applied to; read from the (user, job) unique index alone. */
export async function findAppliedJobIds(db: Database, userId: string) {
  const rows = await db
    .select({ jobOpeningId: applications.jobOpeningId })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.jobOpeningId)));
  return rows.map((row) => row.jobOpeningId!);
}
