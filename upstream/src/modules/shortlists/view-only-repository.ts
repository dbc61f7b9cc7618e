import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shortlistLinkOpens, shortlistLinks } from '../../db/schema';

/** The link with this token hash while it works: not revoked, not expired. */
export async function findLiveLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: shortlistLinks.id, shortlistId: shortlistLinks.shortlistId, expiresAt: shortlistLinks.expiresAt })
    .from(shortlistLinks)
    .where(
      and(eq(shortlistLinks.tokenHash, tokenHash), isNull(shortlistLinks.revokedAt), gt(shortlistLinks.expiresAt, now)),
    );
  return row;
}

export async function recordLinkOpen(db: Database, linkId: string) {
  await db.insert(shortlistLinkOpens).values({ linkId });
}
