import { applicationFields } from '@contracts/applications/fields';
import { candidateProfileKeys, candidateProfileSchema, type CandidateProfile } from '@contracts/candidates/profile';
import { rowValuesOf } from '@contracts/core/define-fields';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { candidateProfiles, uploads, videoRenditions } from '../../db/schema';

const resume = alias(uploads, 'profile_resume');
const video = alias(uploads, 'profile_video');

const profileDetailsSchema = candidateProfileSchema.shape.details.unwrap();

/** The profile row's details keyed by field, as stored (the export and the answer read them so). */
export const profileDetailsOf = (profile: Record<string, unknown>) =>
  rowValuesOf(applicationFields, candidateProfileKeys, profile);

type SavedUpload = { fileName: string; originalName: string; createdAt: Date };
const saved = (file: SavedUpload) => ({
  file: file.fileName,
  name: file.originalName,
  savedAt: file.createdAt.toISOString(),
});

/** The candidate's profile row with its saved files and, once the worker read it, the video's duration. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      profile: candidateProfiles,
      resume: { fileName: resume.fileName, originalName: resume.originalName, createdAt: resume.createdAt },
      video: { fileName: video.fileName, originalName: video.originalName, createdAt: video.createdAt },
      videoDurationMs: videoRenditions.durationMs,
    })
    .from(candidateProfiles)
    .leftJoin(resume, eq(resume.id, candidateProfiles.resumeUploadId))
    .leftJoin(video, eq(video.id, candidateProfiles.videoUploadId))
    .leftJoin(
      videoRenditions,
      and(eq(videoRenditions.uploadId, candidateProfiles.videoUploadId), eq(videoRenditions.state, 'ready')),
    )
    .where(eq(candidateProfiles.userId, userId));
  return row;
}

/**
 * A candidate's profile as GET /candidate-profile answers it (to its owner, and to staff in the talent
 * pool): the details once every required one is saved, and the saved files with the video's duration
 * once the worker read it. Empty when the candidate has no profile.
 */
export async function readCandidateProfile(db: Database, userId: string): Promise<CandidateProfile> {
  const row = await findProfile(db, userId);
  if (!row) return { details: null, resume: null, video: null };
  // Details are shown once every required one is saved (the answer's own shape tells which).
  const details = profileDetailsSchema.safeParse(profileDetailsOf(row.profile));
  return {
    details: details.success ? details.data : null,
    resume: row.resume ? saved(row.resume) : null,
    video: row.video
      ? {
          ...saved(row.video),
          durationSeconds: row.videoDurationMs === null ? null : Math.round(row.videoDurationMs / 1000),
        }
      : null,
  };
}
