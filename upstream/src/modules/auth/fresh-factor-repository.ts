import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secondFactorChecks } from '../../db/schema';

/** Records that the session of token `jti` gave a second factor now. */
export async function recordFactorCheck(
  db: Database,
  check: { jti: string; userId: string; checkedAt: Date; expiresAt: Date },
) {
  await db
    .insert(secondFactorChecks)
    .values(check)
    .onConflictDoUpdate({ target: secondFactorChecks.jti, set: { checkedAt: check.checkedAt } });
}

/** When the session of token `jti` last gave a second factor, or undefined. */
export async function lastFactorCheck(db: Database, jti: string) {
  const [row] = await db
    .select({ checkedAt: secondFactorChecks.checkedAt })
    .from(secondFactorChecks)
    .where(eq(secondFactorChecks.jti, jti));
  return row ? new Date(row.checkedAt) : undefined;
}

/** Forgets the checks of tokens that have expired by themselves. */
export async function purgeExpiredFactorChecks(db: Database) {
  await db.delete(secondFactorChecks).where(lte(secondFactorChecks.expiresAt, new Date()));
}
