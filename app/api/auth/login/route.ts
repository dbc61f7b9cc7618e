import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readJsonBody } from '@/lib/bff/read-body';
import { api } from '@/lib/contracts/endpoints';
import { getSession } from '@/lib/session/session';
import { callUpstream } from '@/lib/upstream/call-upstream';

/** Logs in upstream and keeps the token in the httpOnly session; the browser gets only the user. */
export async function POST(request: NextRequest) {
  // A body cut off on the way, or not JSON, is refused here: no login is tried with it.
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const upstream = await callUpstream(api.auth.login, {
    json: body.value,
    clientIp: clientIp(request.headers),
  });
  const answer = await upstream.json().catch(() => ({ message: 'Login failed. Please try again.' }));
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get('retry-after');
    return NextResponse.json(answer, {
      status: upstream.status,
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
    });
  }
  const { data: user, token } = api.auth.login.response[200].parse(answer);
  const session = await getSession();
  session.token = token;
  session.user = user;
  session.lastActivity = Date.now();
  await session.save();
  return NextResponse.json({ data: user });
}
