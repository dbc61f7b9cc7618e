import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { IronSession } from 'iron-session';
import type { Endpoint } from '@/lib/contracts/core/endpoint';
import { dropSession, getActiveSession, sessionEndedHeader, type SessionData } from '@/lib/session/session';
import { staffRolesNow } from '@/lib/session/staff-roles-now';
import { clientIp } from './client-ip';
import { readJsonBody } from './read-body';
import { staffRefusal } from './staff-permission';
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

/** The upstream's answer headers that the browser may see (`names`, lower-case). */
export function copyHeaders(upstream: Response, names: readonly string[]) {
  const headers = new Headers();
  for (const name of names) {
    // fetch has already decoded a compressed body: its declared length is the compressed one.
    if (name === 'content-length' && upstream.headers.has('content-encoding')) continue;
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The session of a browser's call, with what the upstream needs to know of the caller. */
export async function callerSession(request: NextRequest) {
  const { session, ended } = await getActiveSession();
  return { session, ended, hadToken: Boolean(session.token), clientIp: clientIp(request.headers) };
}

/**
 * After the upstream answered: a 401 to a call that carried a token clears the session
 * (site-shell-auth-home §4 "States and transitions"); any other answer counts as activity. Marks the
 * answer when the session ended.
 */
export async function settleSession(
  { session, ended, hadToken }: { session: IronSession<SessionData>; ended: boolean; hadToken: boolean },
  status: number,
  headers: Headers,
) {
  const droppedNow = status === 401 && hadToken;
  if (droppedNow) dropSession(session);
  else if (session.token) {
    session.lastActivity = Date.now();
    await session.save();
  }
  if (ended || droppedNow) headers.set(sessionEndedHeader, '1');
}

/**
 * Calls the upstream for the browser with the session's token. A 401 is retried once; if it is
 * still 401 the session is cleared and the 401 is passed on.
 */
export async function forward(request: NextRequest, options: ForwardOptions): Promise<NextResponse> {
  const caller = await callerSession(request);
  const { session } = caller;
  const { endpoint, params } = options;
  // A staff call the session's roles do not allow goes no further (the endpoint's declared permission),
  // unless a Manager has given the role since sign-in: the session's copy is then brought up to date.
  let refusal = session.token ? staffRefusal(endpoint, session.user) : null;
  const rolesNow = refusal && session.user ? await staffRolesNow(session.token!) : undefined;
  if (rolesNow && session.user) {
    session.user = { ...session.user, staffRoles: rolesNow };
    await session.save();
    refusal = staffRefusal(endpoint, session.user);
  }
  if (refusal) return NextResponse.json({ message: refusal }, { status: 403 });
  // Multipart bodies are passed through as a stream, unread; every other body is JSON, read whole first.
  const stream = endpoint.browser === 'upload';
  const body = stream || endpoint.method === 'GET' ? undefined : await readJsonBody(request);
  if (body && !body.ok) return body.response;
  const json = body?.value;
  const send = () =>
    callUpstream(endpoint, {
      params,
      query: Object.fromEntries(request.nextUrl.searchParams),
      token: session.token,
      clientIp: caller.clientIp,
      range: request.headers.get('range'),
      userAgent: request.headers.get('user-agent'),
      head: request.method === 'HEAD',
      ...(stream
        ? { body: request.body, contentType: request.headers.get('content-type') }
        : json !== undefined
          ? { json }
          : {}),
    });

  let upstream = await send();
  // A stream can be read only once, so uploads are not retried.
  if (upstream.status === 401 && session.token && !stream) upstream = await send();
  const headers = copyHeaders(upstream, passHeaders);
  await settleSession(caller, upstream.status, headers);
  return new NextResponse(upstream.body, { status: upstream.status, headers });
}
