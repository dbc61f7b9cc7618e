import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTotp } from '../../db/schema';

export async function findTotp(db: Database, userId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/** Gives the account its authenticator app; false when it already has one (two enrolments at once). */
export async function insertTotp(db: Database, userId: string, secret: string, lastStep?: number) {
  const rows = await db
    .insert(staffTotp)
    .values({ userId, secret, lastStep })
    .onConflictDoNothing()
    .returning({ userId: staffTotp.userId });
  return rows.length > 0;
}

/** Records a code's time step as used; false when that step (or a later one) already was. */
export async function claimTotpStep(db: Database, userId: string, step: number) {
  const rows = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ userId: staffTotp.userId });
  return rows.length > 0;
}
