import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { readJsonBody } from '@/lib/bff/read-body';
import { signedInAnswer } from '@/lib/bff/signed-in-answer';
import { api } from '@/lib/contracts/endpoints';
import { secondFactorMessages } from '@/lib/contracts/staff-auth/second-factor';
import { getSession } from '@/lib/session/session';
import { callUpstream } from '@/lib/upstream/call-upstream';

const steps = api.secondFactor;
// The steps that end in a session: their answer carries the token, which stays here.
const signingIn = new Set<string>([steps.verify.path, steps.confirmEnrolment.path]);

/**
 * A staff member's sign-in after the password: each step goes to the upstream with the pending
 * sign-in's token from the httpOnly session (never the browser's to hold); the last one puts the full
 * token in the session, as the login does.
 */
async function POST(request: NextRequest, { params }: { params: Promise<{ step?: string[] }> }) {
  const path = ['/auth/second-factor', ...((await params).step ?? [])].join('/');
  const endpoint = Object.values(steps).find((step) => step.path === path);
  if (!endpoint) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  const session = await getSession();
  const pendingSignIn = session.pendingSignIn;
  if (!pendingSignIn) return NextResponse.json({ message: secondFactorMessages.signInExpired }, { status: 401 });
  const body = 'body' in endpoint ? await readJsonBody(request) : undefined;
  if (body && !body.ok) return body.response;
  const upstream = await callUpstream(endpoint, {
    json: body?.value,
    clientIp: clientIp(request.headers),
    pendingSignIn,
  });
  if (upstream.status === 401) {
    // Expired or finished elsewhere: the browser starts again from the password.
    delete session.pendingSignIn;
    await session.save();
  }
  if (signingIn.has(endpoint.path)) return signedInAnswer(upstream, 'Sign-in failed. Please try again.');
  return new NextResponse(upstream.body, { status: upstream.status, headers: { 'content-type': 'application/json' } });
}

export { POST };
