import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountErasures, users } from '../../db/schema';
import { type PartialUploads, partialUploadsOf, serverKeys } from '../resumable-uploads';
import { removeVariants } from '../uploads';
import { privacyParts, type PersonalFile } from './parts';

export type ErasureReason = (typeof accountErasures.$inferInsert)['reason'];

/** The audit trail names an erased account only by this hash of its id. */
export const subjectHash = (userId: string) => createHash('sha256').update(userId).digest('hex');

/**
 * Erases an account and its personal data, part by part in one transaction (applications stay,
 * anonymised), records that it happened, then deletes its files. Answers the count of each part;
 * undefined when there is no such account (already erased by a concurrent call).
 */
export async function eraseAccount(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage' | 'log'>,
  userId: string,
  reason: ErasureReason,
): Promise<Record<string, number> | undefined> {
  const result = await ctx.db.transaction(async (tx) => {
    // Uploads and applications of this account wait on this lock (they lock the row too) or fail after.
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) return undefined;
    const counts: Record<string, number> = {};
    const files: PersonalFile[] = [];
    for (const part of privacyParts) {
      const erased = await part.erase(tx, userId);
      counts[part.name] = erased.count;
      files.push(...(erased.files ?? []));
    }
    await tx.insert(accountErasures).values({ subjectHash: subjectHash(userId), reason });
    return { counts, files };
  });
  if (!result) return undefined;
  let deleted = 0;
  for (const file of result.files) {
    try {
      await ctx.storage[file.storage].delete(file.name);
      if (file.storage === 'public') await removeVariants(ctx.config.paths, file.name);
      deleted++;
    } catch (err) {
      // No row records the file any more: the hourly sweep of unrecorded files removes it.
      ctx.log.warn({ err }, 'erasure: a file could not be deleted now');
    }
  }
  const unfinished = await removeUnfinishedUploads(partialUploadsOf(ctx), userId).catch((err: unknown) => {
    // The erasure is committed: the sweep of expired partial uploads removes these within UPLOADS_UNUSED_TTL_HOURS.
    ctx.log.warn({ err }, 'erasure: unfinished uploads could not be removed now');
    return 0;
  });
  return { ...result.counts, files: deleted, unfinishedUploads: unfinished };
}

/** Resumable uploads the person began and never finished (no row records them yet). */
async function removeUnfinishedUploads(partial: PartialUploads, userId: string) {
  let removed = 0;
  for (const { id } of await partial.listUploads()) {
    const info = await partial.readInfo(id);
    if (info?.metadata?.[serverKeys.owner] !== userId) continue;
    await partial.removeUpload(id);
    removed++;
  }
  return removed;
}
