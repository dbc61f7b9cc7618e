import { NextResponse, type NextRequest } from 'next/server';
import { findAllowedCall } from '@/lib/bff/allowed-calls';
import { forward } from '@/lib/bff/forward';

// The back office's calls: the registry's /admin endpoints, forwarded to the upstream with the
// session's token. The upstream decides who is staff (401 signed out, 403 anyone else), so nothing
// is allowed here on trust.
async function handle(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/admin/${(await params).path.map(encodeURIComponent).join('/')}`;
  const call = findAllowedCall(path, request.method, { admin: true });
  if (!call) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  return forward(request, call);
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
