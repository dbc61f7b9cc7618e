import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, candidateProfiles, jobOpenings, positions, users } from '../../db/schema';
import { consentCovers, type ConsentScope } from '../shortlists';

/** A candidate account (any other account type is not in the pool) with its contact and last activity. */
export async function findCandidate(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      lastActiveAt: candidateProfiles.lastActiveAt,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.userType, 'User')));
  return row;
}

/** The candidate's applications (erased ones are not), newest first. */
export async function findApplicationsOf(db: Database, userId: string) {
  return db
    .select({
      id: applications.id,
      job: { id: jobOpenings.id, title: jobOpenings.title },
      appliedFor: positions.name,
      stage: applications.stage,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .where(and(eq(applications.userId, userId), isNull(applications.anonymisedAt)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** Applications that may be shared: not erased, not withdrawn (the candidate no longer wants to be put forward). */
const shareable = (userId: string) =>
  and(eq(applications.userId, userId), isNull(applications.anonymisedAt), ne(applications.stage, 'Withdrawn'));

/** The candidate's newest shareable application, of those the consent already covers for the shortlist when `scope` is given. */
export async function findShareableApplication(db: Database, userId: string, scope?: ConsentScope) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(shareable(userId), scope ? consentCovers(scope) : undefined))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row?.id ?? null;
}
