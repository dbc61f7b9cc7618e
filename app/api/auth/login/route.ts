import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readJsonBody } from '@/lib/bff/read-body';
import { signedInAnswer } from '@/lib/bff/signed-in-answer';
import { api } from '@/lib/contracts/endpoints';
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
  return signedInAnswer(upstream, 'Login failed. Please try again.');
}
