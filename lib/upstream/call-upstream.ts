import 'server-only';
import { env } from '@/lib/env';

export interface UpstreamCall {
  method?: string;
  /** A JSON body, or a stream passed through as is (uploads). */
  json?: unknown;
  body?: ReadableStream<Uint8Array> | null;
  contentType?: string | null;
  token?: string;
  /** The browser's address, so the upstream's per-IP limits count the visitor, not the website. */
  clientIp?: string | null;
  /** A byte range of a private file (the back office's video player seeks with these). */
  range?: string | null;
}

/** One call to the upstream API (`/api/...`); answers the raw Response. */
export async function callUpstream(path: string, call: UpstreamCall = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.clientIp) headers['x-forwarded-for'] = call.clientIp;
  if (call.range) headers.range = call.range;
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.body) {
    if (call.contentType) headers['content-type'] = call.contentType;
    body = call.body;
  }
  return fetch(`${env.UPSTREAM_API_URL}/api${path}`, {
    method: call.method ?? 'GET',
    headers,
    body,
    cache: 'no-store',
    // Streams need half-duplex in Node's fetch.
    ...(call.body ? { duplex: 'half' } : {}),
  } as RequestInit);
}
