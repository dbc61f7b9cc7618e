import { and, asc, count, desc, eq, gt, inArray, lt, lte, min, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationDocuments,
  applications,
  candidateProfiles,
  contentDocumentFiles,
  jobOpeningFiles,
  shortlistCandidates,
  testimonials,
  uploads,
  users,
} from '../../db/schema';
import { deletedRenditionFiles, renditionFileNames } from './rendition-repository';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = UploadRow['kind'];

export async function insertUpload(db: Database, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadByName(db: Database, fileName: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
  return row;
}

/** An upload of this kind that the user made, or undefined. */
export async function findOwnUpload(db: Database, ownerId: string, fileName: string, kind: UploadKind) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.ownerId, ownerId), eq(uploads.kind, kind)));
  return row;
}

/**
 * True when something uses the upload: an application (resume, video, deployment document), a candidate's
 * profile (saved resume, video), a shortlist's
 * presentation CV, a profile picture, a testimonial's avatar, or a job opening or content document whose text names its file (recorded when the text
 * is saved, named-files.ts). Each test is an index lookup, so the cost per upload does not grow with the data.
 */
const isUsed = sql<boolean>`(
  exists (select 1 from ${applications} where ${applications.resumeUploadId} = ${uploads.id})
  or exists (select 1 from ${applications} where ${applications.videoUploadId} = ${uploads.id})
  or exists (select 1 from ${candidateProfiles} where ${candidateProfiles.resumeUploadId} = ${uploads.id})
  or exists (select 1 from ${candidateProfiles} where ${candidateProfiles.videoUploadId} = ${uploads.id})
  or exists (select 1 from ${applicationDocuments} where ${applicationDocuments.uploadId} = ${uploads.id})
  or exists (select 1 from ${shortlistCandidates} where ${shortlistCandidates.presentationCvUploadId} = ${uploads.id})
  or exists (select 1 from ${users} where ${users.image} = ${uploads.fileName})
  or exists (select 1 from ${testimonials} where ${testimonials.iconImage} = ${uploads.fileName})
  or exists (select 1 from ${jobOpeningFiles} where ${jobOpeningFiles.fileStem} = left(${uploads.fileName}, 36))
  or exists (select 1 from ${contentDocumentFiles} where ${contentDocumentFiles.fileStem} = left(${uploads.fileName}, 36))
)`;

/** Whether anything uses this upload (see isUsed). */
export async function isUploadUsed(db: Database, uploadId: string) {
  // In the where clause, where drizzle names the columns with their table (as the subqueries need).
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), isUsed));
  return rows.length > 0;
}

/** What a deleted upload leaves to remove from storage: its file, and a video's playable copy and poster. */
const deletedFiles = { fileName: uploads.fileName, visibility: uploads.visibility, ...deletedRenditionFiles };

/** Deletes one upload row; answers its files to remove from storage. */
export async function deleteUpload(db: Database, uploadId: string) {
  const [row] = await db.delete(uploads).where(eq(uploads.id, uploadId)).returning(deletedFiles);
  return row;
}

export type DeletedUpload = NonNullable<Awaited<ReturnType<typeof deleteUpload>>>;

/** How many of the owner's uploads nothing uses yet, and when the oldest of them was made. */
export async function unusedUploads(db: Database, ownerId: string) {
  const [row] = await db
    .select({ n: count(), oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), not(isUsed)));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/**
 * Records an upload unless its owner already has `max` unused ones. The owner's user row is locked
 * first, so concurrent uploads of one account are counted one after another. Undefined when refused.
 */
export async function insertUploadWithinCap(db: Database, values: typeof uploads.$inferInsert, max: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${values.ownerId} for update`);
    if ((await unusedUploads(tx, values.ownerId!)).count >= max) return undefined;
    return insertUpload(tx, values);
  });
}

/** Which of these file names an upload row records, or a video's rendition (its playable copy, its poster). */
export async function recordedFileNames(db: Database, fileNames: string[]) {
  if (fileNames.length === 0) return new Set<string>();
  const rows = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(inArray(uploads.fileName, fileNames));
  const renditions = await renditionFileNames(db, fileNames);
  return new Set([...rows.map((row) => row.fileName), ...renditions]);
}

/**
 * Among the next `size` uploads by id after `after` (null: from the first), deletes those nothing uses
 * that were made before `before`. Answers the last id looked at (null when none was left) and the
 * deleted uploads' files to remove. A window of the table per call, so each statement stays short.
 */
export async function deleteUnusedUploadsAfter(db: Database, after: string | null, before: Date, size: number) {
  const next = after ? gt(uploads.id, after) : undefined;
  const window = db.select({ id: uploads.id }).from(uploads).where(next).orderBy(asc(uploads.id)).limit(size).as('w');
  const [edge] = await db.select({ last: window.id }).from(window).orderBy(desc(window.id)).limit(1);
  const last = edge?.last ?? null;
  if (!last) return { last, deleted: [] };
  const deleted = await db
    .delete(uploads)
    .where(and(next, lte(uploads.id, last), lt(uploads.createdAt, before), not(isUsed)))
    .returning(deletedFiles);
  return { last, deleted };
}
