import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readJsonBody } from '@/lib/bff/read-body';
import { signedInAnswer } from '@/lib/bff/signed-in-answer';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';

/**
 * Accepting a staff invitation: the upstream makes the account with the password given and answers
 * as a staff member's password does; the pending sign-in's token stays in the session here, so the
 * page goes on to setting up the authenticator app (the /api/auth/second-factor steps).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const upstream = await callUpstream(api.staffInvitations.accept, {
    params: { token: (await params).token },
    json: body.value,
    clientIp: clientIp(request.headers),
  });
  return signedInAnswer(upstream, 'The invitation could not be accepted. Please try again.', 201);
}
