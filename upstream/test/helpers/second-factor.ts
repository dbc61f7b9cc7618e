import { eq } from 'drizzle-orm';
import { pendingSignInHeader } from '@contracts/staff-auth/second-factor';
import { staffTotp, users } from '../../src/db/schema';
import { totpCode } from '../../src/modules/auth/totp';
import type { TestContext } from './build-test-app';

const stepMs = 30_000;

/**
 * The code an authenticator app shows for the staff member's secret: the current one, or the next
 * (still accepted) when this step's code was used already (a code is accepted once).
 */
export async function currentTotpCode(ctx: TestContext, email: string) {
  const [row] = await ctx.app.db
    .select({ secret: staffTotp.secret, lastStep: staffTotp.lastStep })
    .from(staffTotp)
    .innerJoin(users, eq(users.id, staffTotp.userId))
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error('this staff account has no authenticator app');
  const step = Math.max(Math.floor(Date.now() / stepMs), (row.lastStep ?? -1) + 1);
  return totpCode(row.secret, step * stepMs);
}

/** A call of a sign-in step with the pending sign-in's token, as the website makes it. */
export function signInStep(ctx: TestContext, url: string, pendingToken: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auth/second-factor${url}`,
    headers: { [pendingSignInHeader]: pendingToken },
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * Finishes a staff member's sign-in after the password as a person with the authenticator app would:
 * a code from it, or (an account without one) enrolling one first. Answers the signed-in answer's body.
 */
export async function finishStaffSignIn(
  ctx: TestContext,
  email: string,
  secondFactor: { step: 'enrol' | 'verify'; pendingToken: string },
) {
  const { step, pendingToken } = secondFactor;
  if (step === 'enrol') {
    const enrolment = await signInStep(ctx, '/enrolment', pendingToken);
    if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
    const code = await totpCode(enrolment.json().secret);
    const confirmed = await signInStep(ctx, '/enrolment/confirm', pendingToken, { code });
    if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.body}`);
    return confirmed.json();
  }
  const res = await signInStep(ctx, '', pendingToken, { code: await currentTotpCode(ctx, email) });
  if (res.statusCode !== 200) throw new Error(`second factor failed: ${res.body}`);
  return res.json();
}
