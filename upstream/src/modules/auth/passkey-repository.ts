import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeyChallenges, staffPasskeys } from '../../db/schema';

type Purpose = (typeof passkeyChallenges.$inferSelect)['purpose'];
export type PasskeyRow = typeof staffPasskeys.$inferSelect;

/** A WebAuthn ceremony's time to answer: the browser's own timeout is a minute. */
const challengeMinutes = 5;

/** Keeps the challenge just given for a purpose; it replaces an unanswered one. */
export async function storeChallenge(db: Database, userId: string, purpose: Purpose, challenge: string) {
  const expiresAt = new Date(Date.now() + challengeMinutes * 60_000);
  await db
    .insert(passkeyChallenges)
    .values({ userId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({
      target: [passkeyChallenges.userId, passkeyChallenges.purpose],
      set: { challenge, expiresAt },
    });
}

/** Takes the challenge given for a purpose (once: it is deleted), if it has not expired. */
export async function takeChallenge(db: Database, userId: string, purpose: Purpose) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)))
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : undefined;
}

export async function purgeExpiredChallenges(db: Database) {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, new Date()));
}

export function listPasskeys(db: Database, userId: string) {
  return db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId)).orderBy(asc(staffPasskeys.createdAt));
}

export async function findPasskey(db: Database, userId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.userId, userId), eq(staffPasskeys.credentialId, credentialId)));
  return row;
}

/** Stores a new passkey; undefined when that credential is already registered. */
export async function insertPasskey(db: Database, values: typeof staffPasskeys.$inferInsert) {
  const [row] = await db.insert(staffPasskeys).values(values).onConflictDoNothing().returning();
  return row;
}

/** After a sign-in: the authenticator's counter (only ever forward) and when it was used. */
export async function markPasskeyUsed(db: Database, id: string, counter: number) {
  await db
    .update(staffPasskeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(and(eq(staffPasskeys.id, id), lte(staffPasskeys.counter, counter)));
}

export async function deletePasskey(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, userId)))
    .returning({ id: staffPasskeys.id });
  return rows.length > 0;
}

/** Whether the account has a passkey (the sign-in offers one then). */
export async function hasPasskey(db: Database, userId: string) {
  const [row] = await db
    .select({ id: staffPasskeys.id })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .limit(1);
  return Boolean(row);
}
