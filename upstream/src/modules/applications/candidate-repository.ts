import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, applicationStageChanges, shortlistCandidates, shortlists } from '../../db/schema';
import { readApplications } from './read';

export async function insertApplication(db: Database, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!;
}

/** The candidate's applications (or the one with `id`), newest first (the (user, created) index). */
export async function findOwnApplications(db: Database, userId: string, id?: string) {
  return readApplications(db)
    .where(and(eq(applications.userId, userId), id ? eq(applications.id, id) : undefined))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export type OwnApplicationRow = Awaited<ReturnType<typeof findOwnApplications>>[number];

/** The stage changes of these applications, oldest first: only where to and when, never who or why. */
export async function findStatusChanges(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationStageChanges.applicationId,
      toStage: applicationStageChanges.toStage,
      createdAt: applicationStageChanges.createdAt,
    })
    .from(applicationStageChanges)
    .where(inArray(applicationStageChanges.applicationId, applicationIds))
    .orderBy(asc(applicationStageChanges.createdAt), asc(applicationStageChanges.id));
}

/**
 * Of these applications, those on a shortlist sent to an employer: whether any current decision asks
 * for an interview, and whether any such shortlist has not turned it down (the candidate's words).
 */
export async function findEmployerReviews(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: shortlistCandidates.applicationId,
      interview: sql<boolean>`bool_or(${shortlistCandidates.decision} = 'Interview')`,
      reviewing: sql<boolean>`bool_or(${shortlistCandidates.decision} is distinct from 'Not suitable')`,
    })
    .from(shortlistCandidates)
    .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
    .where(and(inArray(shortlistCandidates.applicationId, applicationIds), eq(shortlists.status, 'Sent')))
    .groupBy(shortlistCandidates.applicationId);
}

/** The application's stage and files, if it is this candidate's. */
export async function findOwnApplication(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({
      stage: applications.stage,
      resumeUploadId: applications.resumeUploadId,
      videoUploadId: applications.videoUploadId,
    })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

/** Points the application at another upload while it is still at `stage`; false when it moved on. */
export async function setApplicationUpload(
  db: Database,
  id: string,
  column: 'resumeUploadId' | 'videoUploadId',
  uploadId: string,
  stage: typeof applications.$inferSelect.stage,
) {
  const rows = await db
    .update(applications)
    .set({ [column]: uploadId, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.stage, stage)))
    .returning({ id: applications.id });
  return rows.length > 0;
}
