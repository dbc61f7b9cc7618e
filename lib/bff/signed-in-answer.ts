import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { loginResponseSchema } from '@/lib/contracts';
import { secondFactorNeededSchema } from '@/lib/contracts/staff-auth/second-factor';
import { getSession } from '@/lib/session/session';

// A sign-in's answer: the token and user, recovery codes when it finished an enrolment, or (a staff
// member's password) the second factor still to give.
const signInAnswerSchema = z.union([
  loginResponseSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
  secondFactorNeededSchema,
]);

/**
 * The browser's answer to an upstream call that signs a user in (login, sign-up from an invitation, a
 * staff member's second factor): on success the token goes into the httpOnly session and the browser
 * gets only the user (and recovery codes to write down); a staff member's password alone keeps only
 * the pending sign-in's token in the session and tells the browser which step comes next. On failure
 * the upstream's status, message and Retry-After are passed on.
 */
export async function signedInAnswer(upstream: Response, failure: string, status = 200) {
  const answer = await upstream.json().catch(() => ({ message: failure }));
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get('retry-after');
    return NextResponse.json(answer, {
      status: upstream.status,
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
    });
  }
  const parsed = signInAnswerSchema.parse(answer);
  const session = await getSession();
  if ('secondFactor' in parsed) {
    const { pendingToken, ...step } = parsed.secondFactor;
    session.pendingSignIn = pendingToken;
    await session.save();
    return NextResponse.json({ secondFactor: step }, { status });
  }
  const { data: user, token, recoveryCodes } = parsed;
  delete session.pendingSignIn;
  session.token = token;
  session.user = user;
  session.lastActivity = Date.now();
  await session.save();
  return NextResponse.json({ data: user, ...(recoveryCodes ? { recoveryCodes } : {}) }, { status });
}
