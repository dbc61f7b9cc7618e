import { NextResponse } from 'next/server';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';

const passHeaders = [
  'content-type',
  'content-length',
  'last-modified',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
];

/**
 * Public images (content, profile pictures) from the upstream, served from this origin. A route
 * rather than a rewrite, so the upstream's address is read at run time, not baked into the build.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const upstream = await callUpstream(api.uploads.publicFile, { params: { file } });
  // An unreachable upstream keeps its 503 (the picture may come back); anything else is a 404.
  if (upstream.status >= 500) return upstream;
  if (!upstream.ok)
    return NextResponse.json({ message: 'File not found.' }, { status: upstream.status === 400 ? 400 : 404 });
  const headers = new Headers();
  for (const name of passHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new NextResponse(upstream.body, { status: 200, headers });
}
