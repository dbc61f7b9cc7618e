import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { api } from '@/lib/contracts/endpoints';
import { getSession } from '@/lib/session/session';
import { callUpstream } from '@/lib/upstream/call-upstream';

/** Logs in upstream and keeps the token in the httpOnly session; the browser gets only the user. */
export async function POST(request: NextRequest) {
  const json = await request.json().catch(() => ({}));
  const upstream = await callUpstream(api.auth.login, {
    json,
    clientIp: clientIp(request.headers),
  });
  const body = await upstream.json().catch(() => ({ message: 'Login failed. Please try again.' }));
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get('retry-after');
    return NextResponse.json(body, {
      status: upstream.status,
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
    });
  }
  const { data: user, token } = api.auth.login.response[200].parse(body);
  const session = await getSession();
  session.token = token;
  session.user = user;
  session.lastActivity = Date.now();
  await session.save();
  return NextResponse.json({ data: user });
}
