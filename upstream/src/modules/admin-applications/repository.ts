import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationListQuery } from '@contracts/admin-applications';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { effectivePassportExpirySql, missingRequiredSql, readinessWhere } from '../deployment-documents/readiness-sql';
import {
  applicationNotes,
  applications,
  applicationStageChanges,
  jobOpenings,
  passportReveals,
  positions,
  preferredLocations,
  uploads,
  users,
} from '../../db/schema';

type Filters = Omit<ApplicationListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/** `months`: the passport validity rule's setting, for the readiness filter. */
function whereOf(f: Filters, months: number): SQL | undefined {
  // Anonymised applications (account erased) only count in the dashboard's statistics.
  const where: SQL[] = [isNull(applications.anonymisedAt)];
  if (f.readiness) where.push(readinessWhere(f.readiness, months));
  if (f.job) where.push(eq(applications.jobOpeningId, f.job));
  // A position matches the opening's position or a general application's chosen one.
  if (f.position) where.push(or(eq(applications.appliedForId, f.position), eq(jobOpenings.positionId, f.position))!);
  if (f.stage) where.push(eq(applications.stage, f.stage));
  if (f.english) where.push(eq(applications.englishProficiency, f.english));
  if (f.location) where.push(eq(applications.preferredLocationId, f.location));
  if (f.from) where.push(gte(applications.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(applications.createdAt, sql`${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (f.q) {
    const like = containsPattern(f.q);
    where.push(or(ilike(applications.name, like), ilike(applications.email, like))!);
  }
  return where.length ? and(...where) : undefined;
}

const sortColumns = {
  createdAt: applications.createdAt,
  name: applications.name,
  stage: applications.stage,
  experienceInYears: applications.experienceInYears,
} as const;

const rowColumns = {
  application: applications,
  jobTitle: jobOpenings.title,
  appliedFor: positions.name,
  preferredLocation: preferredLocations.name,
  // Inputs of the readiness column (computed by the contracts' rule); cheap subqueries on a page of rows.
  missingRequired: missingRequiredSql,
  passportExpiryInEffect: effectivePassportExpirySql,
};

function baseQuery(db: Database) {
  return db
    .select(rowColumns)
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId));
}

export async function listApplications(
  db: Database,
  query: ApplicationListQuery,
  limit: number,
  offset: number,
  months: number,
) {
  const where = whereOf(query, months);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), desc(applications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

export async function findApplication(db: Database, id: string) {
  const resume = alias(uploads, 'resume');
  const video = alias(uploads, 'video');
  const [row] = await db
    .select({
      ...rowColumns,
      resume: { path: resume.fileName, mimeType: resume.mimeType },
      video: { path: video.fileName, mimeType: video.mimeType },
    })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId))
    .innerJoin(resume, eq(resume.id, applications.resumeUploadId))
    .innerJoin(video, eq(video.id, applications.videoUploadId))
    .where(eq(applications.id, id));
  return row;
}

export async function listStaffNotes(db: Database, applicationId: string) {
  return db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      author: users.name,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt));
}

export async function listStageHistory(db: Database, applicationId: string) {
  return db
    .select({
      id: applicationStageChanges.id,
      fromStage: applicationStageChanges.fromStage,
      toStage: applicationStageChanges.toStage,
      changedBy: users.name,
      byCandidate: applicationStageChanges.byCandidate,
      reason: applicationStageChanges.reason,
      candidateEmailed: applicationStageChanges.candidateEmailed,
      createdAt: applicationStageChanges.createdAt,
    })
    .from(applicationStageChanges)
    .leftJoin(users, eq(users.id, applicationStageChanges.changedBy))
    .where(eq(applicationStageChanges.applicationId, applicationId))
    .orderBy(asc(applicationStageChanges.createdAt));
}

export async function insertStaffNote(db: Database, values: typeof applicationNotes.$inferInsert) {
  await db.insert(applicationNotes).values(values);
}

/**
 * Moves an application from `fromStage` to `toStage` and records it; false (and nothing changed) when
 * it is no longer at `fromStage`: a concurrent change won, and the row lock made this one wait for it.
 */
export async function recordStageChange(
  db: Database,
  values: typeof applicationStageChanges.$inferInsert,
  also: Partial<Pick<typeof applications.$inferInsert, 'reapplyAllowed'>> = {},
) {
  const moved = await db
    .update(applications)
    .set({ stage: values.toStage, updatedAt: new Date(), ...also })
    .where(and(eq(applications.id, values.applicationId), eq(applications.stage, values.fromStage)))
    .returning({ id: applications.id });
  if (moved.length === 0) return false;
  await db.insert(applicationStageChanges).values(values);
  return true;
}

/** Lets the candidate apply again to the opening of a withdrawn application; false when it is not one. */
export async function allowReapply(db: Database, id: string) {
  const rows = await db
    .update(applications)
    .set({ reapplyAllowed: true, updatedAt: new Date() })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.stage, 'Withdrawn'),
        isNotNull(applications.jobOpeningId),
        eq(applications.reapplyAllowed, false),
      ),
    )
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function recordPassportReveal(db: Database, applicationId: string, staffId: string) {
  await db.insert(passportReveals).values({ applicationId, staffId });
}

export async function countPassportReveals(db: Database, applicationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(passportReveals)
    .where(eq(passportReveals.applicationId, applicationId));
  return row?.n ?? 0;
}
