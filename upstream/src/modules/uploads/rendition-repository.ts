import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads, videoRenditions } from '../../db/schema';

export type RenditionRow = typeof videoRenditions.$inferSelect;

/** Queues a video upload for the worker (in the caller's transaction, with the upload's row). */
export async function queueRendition(db: Database, uploadId: string) {
  await db.insert(videoRenditions).values({ uploadId }).onConflictDoNothing();
}

export async function findRendition(db: Database, uploadId: string) {
  const [row] = await db.select().from(videoRenditions).where(eq(videoRenditions.uploadId, uploadId));
  return row;
}

/** What the worker needs of a claimed rendition: its upload's stored file and how many attempts it has had. */
export interface Claim {
  uploadId: string;
  attempts: number;
  fileName: string;
}

/**
 * Claims the oldest waiting video for this worker: pending (a retry only after `retryDelayMs`), or
 * processing but claimed longer than `staleMs` ago (its process stopped). SKIP LOCKED: two workers
 * on one database never take the same row. Counts the attempt; undefined when none waits.
 */
export async function claimNext(db: Database, options: { retryDelayMs: number; staleMs: number }) {
  const waiting = sql`
    select ${videoRenditions.uploadId} from ${videoRenditions}
    where (${videoRenditions.state} = 'pending'
           and (${videoRenditions.claimedAt} is null
                or ${videoRenditions.claimedAt} < now() - make_interval(secs => ${options.retryDelayMs / 1000})))
       or (${videoRenditions.state} = 'processing'
           and ${videoRenditions.claimedAt} < now() - make_interval(secs => ${options.staleMs / 1000}))
    order by ${videoRenditions.createdAt}
    limit 1
    for update skip locked`;
  const [claimed] = await db
    .update(videoRenditions)
    .set({
      state: 'processing',
      claimedAt: sql`now()`,
      attempts: sql`${videoRenditions.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(sql`${videoRenditions.uploadId} = (${waiting})`)
    .returning({ uploadId: videoRenditions.uploadId, attempts: videoRenditions.attempts });
  if (!claimed) return undefined;
  const [upload] = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(eq(uploads.id, claimed.uploadId));
  // The upload was deleted meanwhile: its rendition row went with it.
  if (!upload) return undefined;
  return { ...claimed, fileName: upload.fileName } satisfies Claim;
}

/** The claim is still this worker's: processing, at the attempt it counted. */
const stillClaimed = (claim: Pick<Claim, 'uploadId' | 'attempts'>) =>
  and(
    eq(videoRenditions.uploadId, claim.uploadId),
    eq(videoRenditions.state, 'processing'),
    eq(videoRenditions.attempts, claim.attempts),
  );

/** Records the finished copy; false when the claim was lost (the upload deleted, or reclaimed). */
export async function markReady(
  db: Database,
  claim: Claim,
  made: { fileName: string; posterFileName: string; durationMs: number; width: number; height: number },
) {
  const rows = await db
    .update(videoRenditions)
    .set({ ...made, state: 'ready', lastError: null, claimedAt: null, updatedAt: sql`now()` })
    .where(stillClaimed(claim))
    .returning({ uploadId: videoRenditions.uploadId });
  return rows.length > 0;
}

/** A failed attempt: waits for another one, or after `maxAttempts` is 'failed' for good. */
export async function markAttemptFailed(db: Database, claim: Claim, error: string, maxAttempts: number) {
  const [row] = await db
    .update(videoRenditions)
    .set({
      state: sql`case when ${videoRenditions.attempts} >= ${maxAttempts} then 'failed' else 'pending' end::video_rendition_state`,
      attempts: sql`least(${videoRenditions.attempts}, ${maxAttempts})`,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(claim))
    .returning({ state: videoRenditions.state });
  return row?.state;
}

/** Gives the claim back without counting it: no ffmpeg here ('unavailable'), or the process is closing ('pending'). */
export async function releaseClaim(db: Database, claim: Claim, state: 'pending' | 'unavailable') {
  await db
    .update(videoRenditions)
    .set({
      state,
      attempts: sql`${videoRenditions.attempts} - 1`,
      claimedAt: state === 'pending' ? null : undefined,
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(claim));
}

/** Puts a claimed video back to wait its retry delay without using an attempt (the store was unreachable). */
export async function postponeClaim(db: Database, claim: Claim) {
  await db
    .update(videoRenditions)
    .set({
      state: 'pending',
      attempts: sql`${videoRenditions.attempts} - 1`,
      claimedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(claim));
}

/** Once ffmpeg is found: the videos marked unavailable (it was missing) wait for it again. */
export async function requeueUnavailable(db: Database) {
  const rows = await db
    .update(videoRenditions)
    .set({ state: 'pending', attempts: 0, claimedAt: null, updatedAt: sql`now()` })
    .where(eq(videoRenditions.state, 'unavailable'))
    .returning({ uploadId: videoRenditions.uploadId });
  return rows.length;
}

/** Which of these stored names a rendition records (its copy or its poster). */
export async function renditionFileNames(db: Database, fileNames: string[]) {
  if (fileNames.length === 0) return new Set<string>();
  const rows = await db
    .select({ fileName: videoRenditions.fileName, posterFileName: videoRenditions.posterFileName })
    .from(videoRenditions)
    .where(or(inArray(videoRenditions.fileName, fileNames), inArray(videoRenditions.posterFileName, fileNames)));
  return new Set(rows.flatMap((row) => [row.fileName, row.posterFileName]).filter((name) => name !== null));
}

/**
 * For a DELETE … RETURNING on uploads: the files of the deleted upload's rendition (the row itself
 * goes with the cascade, at the statement's end, so RETURNING still sees it).
 */
export const deletedRenditionFiles = {
  renditionFile: sql<
    string | null
  >`(select ${videoRenditions.fileName} from ${videoRenditions} where ${videoRenditions.uploadId} = ${uploads}.${sql.identifier('id')})`,
  renditionPoster: sql<
    string | null
  >`(select ${videoRenditions.posterFileName} from ${videoRenditions} where ${videoRenditions.uploadId} = ${uploads}.${sql.identifier('id')})`,
};

/** The stored names in a row returned with deletedRenditionFiles. */
export const renditionFilesOf = (row: { renditionFile: string | null; renditionPoster: string | null }) =>
  [row.renditionFile, row.renditionPoster].filter((name) => name !== null);
