import { NextResponse, type NextRequest } from 'next/server';
import { findAllowedCall } from '@/lib/bff/allowed-calls';
import { forward } from '@/lib/bff/forward';

// The website's API for its client islands: each call the registry lets the browser make is
// forwarded to the upstream with the session's token, which stays on the server.
async function handle(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/${(await params).path.map(encodeURIComponent).join('/')}`;
  const call = findAllowedCall(path, request.method);
  if (!call) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  return forward(request, call);
}

// HEAD is answered as GET without the body (a video player or a download manager asks it first).
export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as DELETE };
