import { NextResponse, type NextRequest } from 'next/server';
import { forwardResumableUpload } from '@/lib/bff/forward-resumable-upload';

// Resumable uploads (tus): /api/upload/tus creates an upload, /api/upload/tus/<id> resumes it. The
// edge server has already refused cross-site calls and chunks over resumableUpload.chunkBytes.
async function handle(request: NextRequest, { params }: { params: Promise<{ id?: string[] }> }) {
  const segments = (await params).id ?? [];
  if (segments.length > 1) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  return forwardResumableUpload(request, segments[0]);
}

export { handle as POST, handle as HEAD, handle as PATCH, handle as DELETE, handle as OPTIONS };
