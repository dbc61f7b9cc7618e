import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingSignIns } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** How long a password stays good for giving the second factor (time to find the phone, or to enrol). */
const pendingMinutes = 10;

/** Starts a sign-in waiting for its second factor; answers the token that stands for it. */
export async function insertPendingSignIn(db: Database, userId: string) {
  const token = randomToken();
  await db.insert(pendingSignIns).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + pendingMinutes * 60_000),
  });
  return token;
}

/** The pending sign-in a token stands for, while it has not expired. */
export async function findPendingSignIn(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, new Date())));
  return row;
}

/** Keeps the secret an enrolment is showing, so the code confirming it is checked against it. */
export async function setEnrolSecret(db: Database, id: string, secret: string) {
  await db.update(pendingSignIns).set({ enrolSecret: secret }).where(eq(pendingSignIns.id, id));
}

/** Ends a pending sign-in (finished): true for the one caller that ended it. */
export async function deletePendingSignIn(db: Database, id: string) {
  const rows = await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id)).returning({ id: pendingSignIns.id });
  return rows.length > 0;
}

export async function purgeExpiredPendingSignIns(db: Database) {
  await db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, new Date()));
}
