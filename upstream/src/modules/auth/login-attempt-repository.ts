import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** True for a row whose window began more than `windowMs` ago (a new attempt starts it over). */
const windowExpired = (windowMs: number) =>
  sql`${loginAttempts.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;

/**
 * Counts one sign-in attempt if the account has fewer than `max` in the current window (a window
 * older than `windowMs` starts again at 1). One statement: the upsert locks the email's row, so under
 * any concurrency at most `max` attempts are let through. Answers undefined when throttled.
 */
export async function claimLoginAttempt(db: Database, email: string, ip: string, max: number, windowMs: number) {
  const expired = windowExpired(windowMs);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, attempts: 1, lastIp: ip })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
        lastIp: ip,
      },
      setWhere: sql`${expired} or ${loginAttempts.attempts} < ${max}`,
    })
    .returning({ attempts: loginAttempts.attempts });
  return row;
}

/** When the account's current window started (to tell a throttled client when to come back). */
export async function loginWindowStart(db: Database, email: string) {
  const [row] = await db
    .select({ startedAt: loginAttempts.windowStartedAt })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email));
  return row?.startedAt ? new Date(row.startedAt) : undefined;
}

export async function clearLoginAttempts(db: Database, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/** Forgets attempts whose window has passed (a later attempt would start a new window anyway). */
export async function purgeStaleLoginAttempts(db: Database, windowMs: number) {
  await db.delete(loginAttempts).where(windowExpired(windowMs));
}
