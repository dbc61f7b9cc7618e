import { NextResponse, type NextRequest } from 'next/server';
import { findAllowedCall } from '@/lib/bff/allowed-calls';
import { forward } from '@/lib/bff/forward';
import { uploadPaths } from '@/lib/contracts';

// The website's API for its client islands: each allowed call is forwarded to the upstream with the
// session's token, which stays on the server.
async function handle(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/${(await params).path.map(encodeURIComponent).join('/')}`;
  const call = findAllowedCall(path, request.method);
  if (!call) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  return forward(request, {
    path: `${path}${request.nextUrl.search}`,
    method: request.method,
    stream: `/api${path}` in uploadPaths,
  });
}

export { handle as GET, handle as POST, handle as PUT };
