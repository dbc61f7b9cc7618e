import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';

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
