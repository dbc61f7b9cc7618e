import { applicationFields } from '@contracts/applications/fields';
import type { CandidateProfileDetails } from '@contracts/candidates/profile';
import { storedValuesOf } from '@contracts/core/define-fields';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateProfiles, jobOpenings, positions } from '../../db/schema';

/** The details' columns of a valid payload (the application's columns of the same fields). */
const detailColumns = (details: CandidateProfileDetails) => storedValuesOf(applicationFields, details);

type FileColumns = { resumeUploadId?: string | null; videoUploadId?: string | null };

/** Creates or updates the profile (details and/or files); saving counts as activity. */
export async function upsertProfile(
  db: Database,
  userId: string,
  values: { details?: CandidateProfileDetails; files?: FileColumns; positionName?: string },
) {
  const now = new Date();
  const set = {
    ...(values.details ? detailColumns(values.details) : {}),
    ...values.files,
    lastActiveAt: now,
    updatedAt: now,
  };
  const name = values.positionName;
  await db
    .insert(candidateProfiles)
    .values({ userId, ...set, positionNames: name ?? '' })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: name
        ? {
            ...set,
            // Newest first, once each: the name moves to the front.
            positionNames: sql`array_to_string(array_prepend(${name}::text, array_remove(string_to_array(nullif(${candidateProfiles.positionNames}, ''), E'\n'), ${name}::text)), E'\n')`,
          }
        : set,
    });
}

/** The saved files before a change, the profile row locked until the transaction ends. */
export async function lockProfileFiles(db: Database, userId: string) {
  const [row] = await db
    .select({ resumeUploadId: candidateProfiles.resumeUploadId, videoUploadId: candidateProfiles.videoUploadId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .for('update');
  return row;
}

/** Signed in or applied: the pool's "last active" (only for a candidate who has a profile). */
export async function touchProfile(db: Database, userId: string) {
  await db.update(candidateProfiles).set({ lastActiveAt: new Date() }).where(eq(candidateProfiles.userId, userId));
}

/** The name of the position applied for: the opening's position, else the one chosen. */
export async function positionNameOf(db: Database, jobId: string | undefined, appliedFor: string | undefined) {
  if (jobId) {
    const [row] = await db
      .select({ name: positions.name })
      .from(jobOpenings)
      .innerJoin(positions, eq(positions.id, jobOpenings.positionId))
      .where(eq(jobOpenings.id, jobId));
    return row?.name;
  }
  if (!appliedFor) return undefined;
  const [row] = await db.select({ name: positions.name }).from(positions).where(eq(positions.id, appliedFor));
  return row?.name;
}

/** Deletes the profile (erasure); answers how many rows went. */
export async function deleteProfile(db: Database, userId: string) {
  const rows = await db
    .delete(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .returning({ userId: candidateProfiles.userId });
  return rows.length;
}
