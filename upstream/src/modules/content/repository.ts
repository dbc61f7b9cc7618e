import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema';
import { recordContentFiles } from '../uploads';

export async function findContentDocument(db: Database, key: string): Promise<unknown | undefined> {
  const [row] = await db
    .select({ data: contentDocuments.data })
    .from(contentDocuments)
    .where(eq(contentDocuments.key, key));
  return row?.data;
}

/** Stores a document and, in the same transaction, which uploaded files it names (uploads/named-files.ts). */
export async function upsertContentDocument(db: Database, key: string, data: unknown, updatedBy?: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(contentDocuments)
      .values({ key, data, updatedBy })
      .onConflictDoUpdate({ target: contentDocuments.key, set: { data, updatedBy, updatedAt: new Date() } });
    await recordContentFiles(tx, eq(contentDocuments.key, key));
  });
}
