import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

type TokenKind = (typeof userTokens.$inferSelect)['kind'];

/** Issues a new single-use token; older unused ones of the same kind stop working. */
export async function issueUserToken(db: Database, userId: string, kind: TokenKind, ttlMinutes: number) {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/** Marks a valid token used and returns its user id, in one statement so two uses cannot both win. */
export async function consumeUserToken(db: Database, token: string, kind: TokenKind) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** True when an unused token of this kind was issued less than `minutes` ago (to avoid mail floods). */
export async function hasRecentToken(db: Database, userId: string, kind: TokenKind, minutes: number) {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.createdAt, new Date(Date.now() - minutes * 60_000)),
      ),
    );
  return Boolean(row);
}
