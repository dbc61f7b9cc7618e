import type { NextRequest } from 'next/server';
import { forward } from '@/lib/bff/forward';
import { uploadPaths } from '@/lib/contracts';

// The back office's calls, forwarded to the upstream's /api/admin/* with the session's token. The
// upstream decides who is staff (401 signed out, 403 anyone else), so nothing is allowed here on trust.
async function handle(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/admin/${(await params).path.map(encodeURIComponent).join('/')}`;
  return forward(request, {
    path: `${path}${request.nextUrl.search}`,
    method: request.method,
    stream: `/api${path}` in uploadPaths,
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
