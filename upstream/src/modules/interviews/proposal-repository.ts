import { and, count, eq, gt, inArray, isNotNull, isNull, min, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, interviewInvitations, interviewRequests, jobOpenings } from '../../db/schema';

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

/** How many requests the user proposed after `since`, and when the first of them was. */
export async function countProposalsSince(db: Database, proposedBy: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(interviewRequests.createdAt) })
    .from(interviewRequests)
    .where(and(eq(interviewRequests.proposedBy, proposedBy), gt(interviewRequests.createdAt, since)));
  return { n: row?.n ?? 0, first: row?.first ?? since };
}

/** Of these applications, those invited from an employer's shortlist after `since`: how often, when first. */
export async function countInvitationsSince(db: Database, applicationIds: string[], since: Date) {
  return db
    .select({
      applicationId: interviewInvitations.applicationId,
      n: count(),
      first: min(interviewInvitations.createdAt),
    })
    .from(interviewInvitations)
    .where(
      and(
        inArray(interviewInvitations.applicationId, applicationIds),
        isNotNull(interviewInvitations.shortlistCandidateId),
        gt(interviewInvitations.createdAt, since),
      ),
    )
    .groupBy(interviewInvitations.applicationId);
}
