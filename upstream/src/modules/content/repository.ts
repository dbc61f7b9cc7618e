import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema';

export async function findContentDocument(db: Database, key: string): Promise<unknown | undefined> {
  const [row] = await db
    .select({ data: contentDocuments.data })
    .from(contentDocuments)
    .where(eq(contentDocuments.key, key));
  return row?.data;
}

export async function upsertContentDocument(db: Database, key: string, data: unknown, updatedBy?: string) {
  await db
    .insert(contentDocuments)
    .values({ key, data, updatedBy })
    .onConflictDoUpdate({ target: contentDocuments.key, set: { data, updatedBy, updatedAt: new Date() } });
}
