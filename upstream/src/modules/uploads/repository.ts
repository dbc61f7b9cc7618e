import { and, asc, count, eq, inArray, lt, min, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationDocuments,
  applications,
  contentDocuments,
  jobOpenings,
  testimonials,
  uploads,
  users,
} from '../../db/schema';

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
 * True when something uses the upload: an application (resume, video, deployment document), a profile picture, a
 * testimonial's avatar, or the text of a job opening or content document naming its file.
 */
const isUsed = sql<boolean>`(
  exists (select 1 from ${applications} where ${applications.resumeUploadId} = ${uploads.id} or ${applications.videoUploadId} = ${uploads.id})
  or exists (select 1 from ${applicationDocuments} where ${applicationDocuments.uploadId} = ${uploads.id})
  or exists (select 1 from ${users} where ${users.image} = ${uploads.fileName})
  or exists (select 1 from ${testimonials} where ${testimonials.iconImage} = ${uploads.fileName})
  or exists (select 1 from ${contentDocuments} where strpos(${contentDocuments.data}::text, ${uploads.fileName}) > 0)
  or exists (select 1 from ${jobOpenings} where strpos(${jobOpenings.description} || ${jobOpenings.responsibilities} || ${jobOpenings.benefits} || ${jobOpenings.icon}, ${uploads.fileName}) > 0)
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

/** Deletes one upload row; answers its file to remove from storage. */
export async function deleteUpload(db: Database, uploadId: string) {
  const [row] = await db
    .delete(uploads)
    .where(eq(uploads.id, uploadId))
    .returning({ fileName: uploads.fileName, visibility: uploads.visibility });
  return row;
}

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

/** Which of these file names an upload row records. */
export async function recordedFileNames(db: Database, fileNames: string[]) {
  if (fileNames.length === 0) return new Set<string>();
  const rows = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(inArray(uploads.fileName, fileNames));
  return new Set(rows.map((row) => row.fileName));
}

/** Deletes uploads nothing uses that were made before `before`; answers their files to remove. */
export async function deleteUnusedUploads(db: Database, before: Date, limit: number) {
  const stale = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), not(isUsed)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
  return db
    .delete(uploads)
    .where(inArray(uploads.id, stale))
    .returning({ fileName: uploads.fileName, visibility: uploads.visibility });
}
