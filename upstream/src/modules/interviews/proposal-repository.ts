import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, jobOpenings } from '../../db/schema';

/** The job order and its client. */
export async function findJobClient(db: Database, jobOpeningId: string) {
  const [row] = await db
    .select({ id: jobOpenings.id, clientId: jobOpenings.clientId })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, jobOpeningId));
  return row;
}

/** Of these applications, those to the job that are neither erased nor withdrawn. */
export async function findJobApplications(db: Database, jobOpeningId: string, ids: string[]) {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.id, ids),
        eq(applications.jobOpeningId, jobOpeningId),
        isNull(applications.anonymisedAt),
        ne(applications.stage, 'Withdrawn'),
      ),
    );
}
