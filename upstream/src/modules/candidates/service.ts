import type { ApplicationData } from '@contracts/applications/fields';
import {
  candidateProfileKeys,
  candidateProfileMessages,
  type CandidateProfileDetails,
  type candidateProfileFilesSchema,
} from '@contracts/candidates/profile';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-error';
import { checkLocation } from './check-location';
import { lockAccount } from '../users';
import { type DeletedUpload, deleteUpload, findOwnUpload, isUploadUsed, removeUploadFiles } from '../uploads';
import { readCandidateProfile } from './read';
import { lockProfileFiles, positionNameOf, upsertProfile } from './repository';

/** Saves every detail; the location must exist (as when applying). */
export async function updateProfileDetails(ctx: AppContext, userId: string, details: CandidateProfileDetails) {
  await checkLocation(ctx.db, details.preferredLocation);
  await ctx.db.transaction(async (tx) => {
    // As a change of the files: one change of the profile at a time, whichever first makes the row.
    await lockAccount(tx, userId);
    await upsertProfile(tx, userId, { details });
  });
  return { message: candidateProfileMessages.saved, data: await readCandidateProfile(ctx.db, userId) };
}

type FileIds = { resumeUploadId?: string | null; videoUploadId?: string | null };

/**
 * Inside the caller's transaction: points the profile at these files (and details), then deletes the
 * uploads it let go of that nothing else uses. Answers them, for their files to go after the commit.
 */
export async function saveToProfile(
  tx: Database,
  userId: string,
  values: { details?: CandidateProfileDetails; files: FileIds; positionName?: string },
) {
  const old = await lockProfileFiles(tx, userId);
  await upsertProfile(tx, userId, values);
  const released = [old?.resumeUploadId, old?.videoUploadId].filter(
    (id): id is string => !!id && id !== values.files.resumeUploadId && id !== values.files.videoUploadId,
  );
  const removed: DeletedUpload[] = [];
  for (const id of released) {
    if (await isUploadUsed(tx, id)) continue;
    const row = await deleteUpload(tx, id);
    if (row) removed.push(row);
  }
  return removed;
}

/** After the commit: a failed delete leaves a file no row records, which the housekeeping sweep removes. */
export async function removeReleasedFiles(ctx: Pick<AppContext, 'config' | 'storage'>, removed: DeletedUpload[]) {
  for (const row of removed) await removeUploadFiles(ctx, row);
}

const fileRules = {
  resume: { column: 'resumeUploadId', message: candidateProfileMessages.notYourResume },
  video: { column: 'videoUploadId', message: candidateProfileMessages.notYourVideo },
} as const;

/** Keeps one of the candidate's own uploads as the saved resume or video (any upload of theirs), or removes it. */
export async function updateProfileFiles(
  ctx: AppContext,
  userId: string,
  body: z.infer<typeof candidateProfileFilesSchema>,
) {
  const removed = await ctx.db.transaction(async (tx) => {
    // One change of the account's files at a time (as replacing an application's).
    await lockAccount(tx, userId);
    const files: FileIds = {};
    for (const kind of ['resume', 'video'] as const) {
      const name = body[kind];
      if (name === undefined) continue;
      const upload = name === null ? null : await findOwnUpload(tx, userId, name, kind);
      if (upload === undefined) throw badRequest(fileRules[kind].message, kind);
      files[fileRules[kind].column] = upload?.id ?? null;
    }
    return saveToProfile(tx, userId, { files });
  });
  await removeReleasedFiles(ctx, removed);
  return { message: candidateProfileMessages.filesSaved, data: await readCandidateProfile(ctx.db, userId) };
}

/** What an application keeps in the profile when the candidate ticks "Save these details to my profile". */
export async function saveApplicationToProfile(
  tx: Database,
  userId: string,
  payload: ApplicationData,
  files: { resumeUploadId: string; videoUploadId: string },
) {
  const positionName = await positionNameOf(tx, payload.jobId, payload.appliedFor);
  const details = Object.fromEntries(candidateProfileKeys.map((key) => [key, payload[key]])) as CandidateProfileDetails;
  return saveToProfile(tx, userId, { details, files, positionName });
}
