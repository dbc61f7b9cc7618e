import 'server-only';
import { endpointUrl, type Endpoint, type ParamsOf, type QueryOf } from '@/lib/contracts/core/endpoint';
import { env } from '@/lib/env';
import { pendingSignInHeader } from '@/lib/contracts/staff-auth/second-factor';

export interface UpstreamCall<E extends Endpoint = Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** A JSON body, or a stream passed through as is (uploads). */
  json?: unknown;
  body?: ReadableStream<Uint8Array> | null;
  contentType?: string | null;
  token?: string;
  /** The browser's address, so the upstream's per-IP limits count the visitor, not the website. */
  clientIp?: string | null;
  /** The browser's User-Agent: with the address, it tells a view-only link's viewers apart. */
  userAgent?: string | null;
  /** A byte range of a private file (the back office's video player seeks with these). */
  range?: string | null;
  /** A cached copy's validator (public pictures answer 304 when it still holds). */
  ifNoneMatch?: string | null;
  /** Only the headers of a GET endpoint's answer (the browser asked HEAD): the upstream sends no body. */
  head?: boolean;
  /** A staff sign-in waiting for its second factor (the session keeps its token; the browser never sees it). */
  pendingSignIn?: string;
}

/** Who is calling: the session's token and, proved by the shared secret, the visitor's address. */
export function callerHeaders(call: Pick<UpstreamCall, 'token' | 'clientIp'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.clientIp && env.WEBSITE_SECRET) {
    // The upstream believes x-client-ip only alongside the shared secret.
    headers['x-client-ip'] = call.clientIp;
    headers['x-website-secret'] = env.WEBSITE_SECRET;
  }
  return headers;
}

export const unavailableMessage = 'Our service is temporarily unavailable. Please try again in a minute.';
const timeoutMessage = 'Our service is taking too long to answer. Please try again in a minute.';
/** JSON calls that get no answer within this are given up (uploads may take far longer on slow data). */
export const jsonTimeoutMs = 30_000;

/**
 * A signal that gives up when the upstream has not answered within `ms`; `answered()` stops the clock
 * once its headers are in, so a body streamed to a slow client (a CSV, a video) is never cut.
 */
function answerTimeout(ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  return { signal: controller.signal, answered: () => clearTimeout(timer) };
}

/** The answer given in the upstream's place when it cannot be reached: a 503 (or 504) the UI can show. */
export function unreachable(err: unknown): Response {
  const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
  return Response.json(
    { message: timedOut ? timeoutMessage : unavailableMessage },
    { status: timedOut ? 504 : 503, headers: { 'retry-after': '30' } },
  );
}

/** The upstream's URL of an endpoint. */
export function upstreamUrl<E extends Endpoint>(endpoint: E, input: { params?: ParamsOf<E>; query?: QueryOf<E> } = {}) {
  return `${env.UPSTREAM_API_URL}${endpointUrl(endpoint, input)}`;
}

/**
 * One call of an upstream endpoint; answers the raw Response, or a 503/504 JSON answer when the
 * upstream is down or silent, so no caller ever turns a network failure into an empty 500.
 */
export async function callUpstream<E extends Endpoint>(endpoint: E, call: UpstreamCall<E> = {}): Promise<Response> {
  if (endpoint.websiteOnly) throw new Error(`${endpoint.path} is the website's own`);
  const headers: Record<string, string> = { accept: 'application/json', ...callerHeaders(call) };
  if (call.range) headers.range = call.range;
  if (call.userAgent) headers['user-agent'] = call.userAgent;
  if (call.ifNoneMatch) headers['if-none-match'] = call.ifNoneMatch;
  if (call.pendingSignIn) headers[pendingSignInHeader] = call.pendingSignIn;
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.body) {
    if (call.contentType) headers['content-type'] = call.contentType;
    body = call.body;
  }
  const timeout = call.body ? undefined : answerTimeout(jsonTimeoutMs);
  try {
    return await fetch(upstreamUrl(endpoint, call), {
      method: call.head && endpoint.method === 'GET' ? 'HEAD' : endpoint.method,
      headers,
      body,
      cache: 'no-store',
      ...(timeout ? { signal: timeout.signal } : { duplex: 'half' }),
    } as RequestInit);
  } catch (err) {
    return unreachable(err);
  } finally {
    timeout?.answered();
  }
}
