import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema';

/** Revokes one token until it would have expired anyway; revoking it again changes nothing. */
export async function revokeToken(db: Database, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Forgets revocations of tokens that have expired by themselves. */
export async function purgeExpiredRevocations(db: Database) {
  await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`now()`));
}
