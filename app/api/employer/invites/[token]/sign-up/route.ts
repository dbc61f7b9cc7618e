import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readJsonBody } from '@/lib/bff/read-body';
import { signedInAnswer } from '@/lib/bff/signed-in-answer';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';

/**
 * Sign-up from a client's invitation: the upstream makes the Employer account (the invited address,
 * verified by the link), joins it to the client and answers as a login does; the token goes into the
 * session here, so the new contact lands in the portal signed in.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const upstream = await callUpstream(api.employer.inviteSignUp, {
    params: { token: (await params).token },
    json: body.value,
    clientIp: clientIp(request.headers),
  });
  return signedInAnswer(upstream, 'The sign-up failed. Please try again.', 201);
}
