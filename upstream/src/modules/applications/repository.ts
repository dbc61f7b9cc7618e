import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storeReadinessOf } from './readiness-store';
import { readinessInputsSql } from './readiness-sql';
import { readApplications } from './read';
import { applicationNotes, applications, applicationStageChanges, users } from '../../db/schema';

/** One listed application (erased ones are not listed) with its files and the list's readiness inputs. */
export async function findApplication(db: Database, id: string) {
  const [row] = await readApplications(db, readinessInputsSql).where(
    and(eq(applications.id, id), isNull(applications.anonymisedAt)),
  );
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
 * Moves an application from `fromStage` to `toStage`, records it and stores its readiness (the
 * checklist applies at Offered and Deployed only); false (and nothing changed) when
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
  await storeReadinessOf(db, values.applicationId);
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
