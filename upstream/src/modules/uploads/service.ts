import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { PrivateFileView } from '@contracts/uploads/upload';
import type { DataPaths } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { HttpError, notFound, unauthorized } from '../../http-error';
import type { Viewer } from '../../viewer';
import { findRendition, queueRendition, renditionFilesOf } from './rendition-repository';
import type { UploadRoute } from './file-kinds';
import { removeVariants } from './public-files';
import { receiveFile, stagingDir, storageFor, type ReceivedFile } from './receive-file';
import {
  type DeletedUpload,
  deleteUnusedUploadsAfter,
  findUploadByName,
  insertUpload,
  insertUploadWithinCap,
  recordedFileNames,
  type UploadKind,
  unusedUploads,
} from './repository';

/** 429 telling the account to use its uploads or wait until the oldest unused one is removed. */
export function tooManyUnused(ctx: AppContext, oldest: Date | undefined) {
  const ttlMs = ctx.config.UPLOADS_UNUSED_TTL_HOURS * 3_600_000;
  const retryAfter = Math.max(60, Math.ceil(((oldest?.getTime() ?? Date.now()) + ttlMs - Date.now()) / 1000));
  return new HttpError(
    429,
    `You have ${ctx.config.UPLOADS_UNUSED_MAX} uploaded files that are not used yet. Please use them in an ` +
      `application or your profile, or wait until unused files are removed (after ${ctx.config.UPLOADS_UNUSED_TTL_HOURS} hours), before uploading more.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Stores an upload and records who owns it; answers the path to send back in a later payload.
 * With `capUnused`, an account may keep only UPLOADS_UNUSED_MAX uploads that nothing uses yet: checked
 * before the file is read, and again atomically when it is recorded (a refused file is removed).
 */
export async function storeUpload(
  ctx: AppContext,
  request: FastifyRequest,
  route: UploadRoute,
  ownerId: string,
  options: { capUnused: boolean } = { capUnused: false },
) {
  if (options.capUnused) {
    const unused = await unusedUploads(ctx.db, ownerId);
    if (unused.count >= ctx.config.UPLOADS_UNUSED_MAX) throw tooManyUnused(ctx, unused.oldest);
  }
  const file = await receiveFile(ctx, request, route);
  await recordUpload(ctx, file, ownerId, options);
  return { data: { path: file.fileName } };
}

/**
 * Records a file already in storage as the owner's upload (the multipart and the resumable routes
 * both end here). With `capUnused` the cap on unused uploads is checked atomically with the insert.
 * When it cannot be recorded the stored file is removed, and the error passed on. Answers the upload's row.
 */
export async function recordUpload(
  ctx: AppContext,
  file: ReceivedFile,
  ownerId: string,
  options: { capUnused: boolean },
) {
  const values = {
    fileName: file.fileName,
    ownerId,
    kind: file.kind,
    visibility: file.visibility,
    mimeType: file.mime,
    sizeBytes: file.sizeBytes,
    originalName: file.originalName,
  };
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const row = options.capUnused
        ? await insertUploadWithinCap(tx, values, ctx.config.UPLOADS_UNUSED_MAX)
        : await insertUpload(tx, values);
      // A video waits for its playable copy and poster (modules/uploads/rendition-worker.ts) from the moment it exists.
      if (row?.kind === 'video') await queueRendition(tx, row.id);
      return row;
    });
    if (!row) throw tooManyUnused(ctx, (await unusedUploads(ctx.db, ownerId)).oldest);
    if (row.kind === 'video') ctx.videoRenditions.wake();
    return row;
  } catch (err) {
    await storageFor(ctx, file.visibility)
      .delete(file.fileName)
      .catch(() => undefined);
    // The account was deleted while its file was on the way (erasure, or the retention task).
    if (isForeignKeyViolation(err)) throw unauthorized(accountGoneMessage);
    throw err;
  }
}

export const accountGoneMessage = 'Your account no longer exists. Please sign up again.';

/** A stored file to send: its name in private storage, type, how it is offered and its size; and whose upload it is. */
export interface PrivateFileToSend {
  name: string;
  mimeType: string;
  disposition: string;
  size: number;
  upload: { id: string; ownerId: string | null; kind: UploadKind };
  /** Whose personal data the file is: its owner's, or for staff the person their scope found (recorded). */
  subjectUserId: string | null;
}

/**
 * Whose personal data a private file is, when a staff member who did not upload it opens it; null when
 * it is outside their scope (composed above the modules, in staff-file-scope.ts: it needs the
 * applications' and deployments' scopes, which import this module).
 */
export type StaffFileSubject = (
  db: Database,
  upload: { id: string; ownerId: string | null; fileName: string; kind: UploadKind },
  viewer: Viewer,
) => Promise<string | null>;

/**
 * A private file for its owner or staff; anyone else is told it does not exist. A video `as`
 * 'playable' is its playable copy once ready (else the recording), `as` 'poster' its poster frame.
 */
export async function openPrivateFile(
  ctx: AppContext,
  fileName: string,
  viewer: Viewer,
  as: PrivateFileView | undefined,
  staffFileSubject: StaffFileSubject,
): Promise<PrivateFileToSend> {
  const missing = notFound('File not found.');
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(fileName)) throw missing;
  const upload = await findUploadByName(ctx.db, fileName);
  if (!upload || upload.visibility !== 'private') throw missing;
  if (upload.ownerId !== viewer.id && viewer.userType !== 'Admin') throw missing;
  // Staff find only the files of the people in their scope (issue 42): out of it, as missing.
  const subjectUserId = upload.ownerId === viewer.id ? viewer.id : await staffFileSubject(ctx.db, upload, viewer);
  if (!subjectUserId) throw missing;
  const owned = { id: upload.id, ownerId: upload.ownerId, kind: upload.kind };
  const stored = async (name: string, mimeType: string, disposition: string) => {
    const info = await ctx.storage.private.stat(name);
    return info ? { name, mimeType, disposition, size: info.size, upload: owned, subjectUserId } : undefined;
  };
  const copy = as && upload.kind === 'video' ? await findRendition(ctx.db, upload.id) : undefined;
  const ready = copy?.state === 'ready' ? copy : undefined;
  const chosen =
    as === 'poster'
      ? ready?.posterFileName && (await stored(ready.posterFileName, 'image/jpeg', 'inline'))
      : (as === 'playable' && ready?.fileName && (await stored(ready.fileName, 'video/mp4', 'inline'))) ||
        (await stored(upload.fileName, upload.mimeType, `attachment; filename="${upload.kind}-${upload.fileName}"`));
  if (!chosen) throw missing;
  return chosen;
}

/**
 * Removes a deleted upload's files from storage: its own, a picture's narrower copies, a video's
 * playable copy and poster. A file that cannot be removed now is left to the sweep of unrecorded files.
 */
export async function removeUploadFiles(ctx: Pick<AppContext, 'config' | 'storage'>, row: DeletedUpload) {
  const quietly = (done: Promise<unknown>) => done.catch(() => undefined);
  await quietly(storageFor(ctx, row.visibility).delete(row.fileName));
  if (row.visibility === 'public') await quietly(removeVariants(ctx.config.paths, row.fileName));
  for (const name of renditionFilesOf(row)) await quietly(ctx.storage.private.delete(name));
}

/** Uploads looked at (or files checked) per statement while sweeping, so each statement stays short. */
const sweepBatch = 1000;

/**
 * Deletes uploads (rows, then files) that nothing has used since they were made UPLOADS_UNUSED_TTL_HOURS ago.
 * Walks the whole table a window at a time, yielding between windows so requests are served meanwhile
 * (PGlite has a single connection: one long statement would hold every request).
 */
export async function sweepUnusedUploads(ctx: Pick<AppContext, 'db' | 'config' | 'storage'>) {
  const before = new Date(Date.now() - ctx.config.UPLOADS_UNUSED_TTL_HOURS * 3_600_000);
  let removed = 0;
  let after: string | null = null;
  for (;;) {
    const window = await deleteUnusedUploadsAfter(ctx.db, after, before, sweepBatch);
    if (!window.last) return removed;
    for (const row of window.deleted) await removeUploadFiles(ctx, row);
    removed += window.deleted.length;
    after = window.last;
    await setImmediate();
  }
}

/**
 * Removes private files that no upload row records and that were last changed before `before`: what a
 * crash between storing a file and recording it leaves. Public files are left alone (the seed's
 * pictures have no rows). Checked a batch at a time as the folder is read, yielding between batches.
 */
export async function sweepUnrecordedFiles(ctx: Pick<AppContext, 'db' | 'storage'>, before: Date) {
  let removed = 0;
  const removeUnrecorded = async (batch: string[]) => {
    const recorded = await recordedFileNames(ctx.db, batch);
    for (const name of batch.filter((name) => !recorded.has(name))) {
      await ctx.storage.private.delete(name);
      removed++;
    }
    await setImmediate();
  };
  let batch: string[] = [];
  for await (const file of ctx.storage.private.list()) {
    if (file.modified >= before) continue;
    batch.push(file.name);
    if (batch.length < sweepBatch) continue;
    await removeUnrecorded(batch);
    batch = [];
  }
  await removeUnrecorded(batch);
  return removed;
}

/** Removes what uploads cut short (a crash, a kill) left in the staging folder before `before`. */
export async function clearStaging(paths: DataPaths, before: Date) {
  const dir = stagingDir(paths);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const info = await stat(entry).catch(() => undefined);
    if (!info || info.mtime >= before) continue;
    await rm(entry, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
