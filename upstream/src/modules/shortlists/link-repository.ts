import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { shortlistLinkOpens, shortlistLinks } from '../../db/schema';

/** The shortlist's view-only links, newest first, with how often and when last each was opened. */
export async function findLinks(db: Database, shortlistId: string) {
  return db
    .select({
      id: shortlistLinks.id,
      createdAt: shortlistLinks.createdAt,
      expiresAt: shortlistLinks.expiresAt,
      revokedAt: shortlistLinks.revokedAt,
      opens: sql<number>`(select count(*)::int from ${shortlistLinkOpens} o where o.link_id = ${qualified(shortlistLinks.id)})`,
      lastOpenedAt: sql<Date | null>`(select max(o.created_at) from ${shortlistLinkOpens} o where o.link_id = ${qualified(shortlistLinks.id)})`,
    })
    .from(shortlistLinks)
    .where(eq(shortlistLinks.shortlistId, shortlistId))
    .orderBy(desc(shortlistLinks.createdAt));
}

export async function insertLink(db: Database, values: typeof shortlistLinks.$inferInsert) {
  const [row] = await db.insert(shortlistLinks).values(values).returning();
  return row!;
}

/** Revokes the link (a revoked one stays revoked); false when the shortlist has no such link. */
export async function revokeLinkRow(db: Database, shortlistId: string, linkId: string) {
  const [row] = await db
    .update(shortlistLinks)
    .set({ revokedAt: sql`coalesce(${shortlistLinks.revokedAt}, now())` })
    .where(and(eq(shortlistLinks.id, linkId), eq(shortlistLinks.shortlistId, shortlistId)))
    .returning({ id: shortlistLinks.id });
  return Boolean(row);
}
