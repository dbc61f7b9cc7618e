import { NextResponse } from 'next/server';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';

const passHeaders = [
  'content-type',
  'content-length',
  'last-modified',
  'etag',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
];

/**
 * Public images (content, profile pictures) from the upstream, served from this origin; `?w=` asks
 * for a narrower WebP copy (lib/shared/image-widths). A route rather than a rewrite, so the
 * upstream's address is read at run time, not baked into the build.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const w = new URL(request.url).searchParams.get('w') ?? undefined;
  const upstream = await callUpstream(api.uploads.publicFile, {
    params: { file },
    query: w === undefined ? {} : { w },
    ifNoneMatch: request.headers.get('if-none-match'),
  });
  // An unreachable upstream keeps its 503 (the picture may come back); a bad name or width keeps
  // its 400 and message; anything else is a 404.
  if (upstream.status >= 500) return upstream;
  if (upstream.status === 400) return NextResponse.json(await upstream.json(), { status: 400 });
  if (!upstream.ok && upstream.status !== 304)
    return NextResponse.json({ message: 'File not found.' }, { status: 404 });
  const headers = new Headers();
  for (const name of passHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new NextResponse(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
