import 'server-only';
import { NextResponse } from 'next/server';
import { loginResponseSchema } from '@/lib/contracts';
import { getSession } from '@/lib/session/session';

/**
 * The browser's answer to an upstream call that signs a user in (login, sign-up from an invitation):
 * on success the token goes into the httpOnly session and the browser gets only the user; on failure
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
  const { data: user, token } = loginResponseSchema.parse(answer);
  const session = await getSession();
  session.token = token;
  session.user = user;
  session.lastActivity = Date.now();
  await session.save();
  return NextResponse.json({ data: user }, { status });
}
