import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, candidateProfiles, users } from '../../db/schema';

/**
 * Candidates (userType User) whose last activity was before `cutoff`: the latest of their sign-up,
 * last sign-in, last change to the account (profile, password), last application and last profile activity.
 */
export async function findInactiveCandidates(db: Database, cutoff: Date) {
  const lastApplication = sql`(select max(${applications.createdAt}) from ${applications} where ${applications.userId} = ${users.id})`;
  const profileActive = sql`(select ${candidateProfiles.lastActiveAt} from ${candidateProfiles} where ${candidateProfiles.userId} = ${users.id})`;
  const lastActivity = sql`greatest(${users.createdAt}, ${users.updatedAt}, ${users.lastLoginAt}, ${lastApplication}, ${profileActive})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'User'), lt(lastActivity, cutoff)));
  return rows.map((row) => row.id);
}
