import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { Endpoint } from '@/lib/contracts/endpoint';
import { getActiveSession, sessionEndedHeader } from '@/lib/session/session';
import { clientIp } from './client-ip';
import { callUpstream } from '@/lib/upstream/call-upstream';

export interface ForwardOptions {
  endpoint: Endpoint;
  /** The endpoint's path placeholders. */
  params?: Record<string, string>;
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
 * still 401 the session is cleared (site-shell-auth-home §4 "States and transitions") and the 401 is passed on.
 */
export async function forward(request: NextRequest, options: ForwardOptions): Promise<NextResponse> {
  const { session, ended } = await getActiveSession();
  const hadToken = Boolean(session.token);
  const { endpoint, params } = options;
  // Multipart bodies are passed through as a stream, unread; every other body is JSON.
  const stream = endpoint.browser === 'upload';
  const json = stream || endpoint.method === 'GET' ? undefined : await request.json().catch(() => undefined);
  const send = () =>
    callUpstream(endpoint, {
      params,
      query: Object.fromEntries(request.nextUrl.searchParams),
      token: session.token,
      clientIp: clientIp(request.headers),
      range: request.headers.get('range'),
      ...(stream
        ? { body: request.body, contentType: request.headers.get('content-type') }
        : json !== undefined
          ? { json }
          : {}),
    });

  let upstream = await send();
  // A stream can be read only once, so uploads are not retried.
  if (upstream.status === 401 && session.token && !stream) upstream = await send();
  const droppedNow = upstream.status === 401 && hadToken;
  if (droppedNow) session.destroy();
  else if (session.token) {
    session.lastActivity = Date.now();
    await session.save();
  }

  const headers = new Headers();
  for (const name of passHeaders) {
    // fetch has already decoded a compressed body: its declared length is the compressed one.
    if (name === 'content-length' && upstream.headers.has('content-encoding')) continue;
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (ended || droppedNow) headers.set(sessionEndedHeader, '1');
  return new NextResponse(upstream.body, { status: upstream.status, headers });
}
