import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { getActiveSession, sessionEndedHeader } from '@/lib/session/session';
import { clientIp } from './client-ip';
import { callUpstream } from '@/lib/upstream/call-upstream';

export interface ForwardOptions {
  /** Path on the upstream, under /api. */
  path: string;
  method: string;
  /** Pass the request body through as a stream (multipart uploads) instead of as JSON. */
  stream?: boolean;
}

const passHeaders = [
  'content-type',
  'content-disposition',
  'content-length',
  'retry-after',
  'cache-control',
  'x-content-type-options',
  'accept-ranges',
  'content-range',
];

/**
 * Calls the upstream for the browser with the session's token. A 401 is retried once; if it is
 * still 401 the session is cleared (the spec's rule) and the 401 is passed on.
 */
export async function forward(request: NextRequest, options: ForwardOptions): Promise<NextResponse> {
  const { session, ended } = await getActiveSession();
  const hadToken = Boolean(session.token);
  const json = options.stream || request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
  const send = () =>
    callUpstream(options.path, {
      method: options.method,
      token: session.token,
      clientIp: clientIp(request.headers),
      range: request.headers.get('range'),
      ...(options.stream
        ? { body: request.body, contentType: request.headers.get('content-type') }
        : json !== undefined
          ? { json }
          : {}),
    });

  let upstream = await send();
  // A stream can be read only once, so uploads are not retried.
  if (upstream.status === 401 && session.token && !options.stream) upstream = await send();
  const droppedNow = upstream.status === 401 && hadToken;
  if (droppedNow) session.destroy();
  else if (session.token) {
    session.lastActivity = Date.now();
    await session.save();
  }

  const headers = new Headers();
  for (const name of passHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (ended || droppedNow) headers.set(sessionEndedHeader, '1');
  return new NextResponse(upstream.body, { status: upstream.status, headers });
}
