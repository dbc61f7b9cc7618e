import type { IncomingHttpHeaders } from 'node:http';
import { gzipTemplate, type GzipTemplate } from './gzip-template';
import { nonceOf, nonceTemplate, type NonceTemplate } from './nonce-template';

/** What a render answered, read in full. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A page kept for anonymous visitors: its HTML and headers cut at the render's nonce, and its gzip. */
export interface StoredPage {
  /** Each header's value cut at the nonce (it is in the policy and in Link preloads). */
  headers: Array<[name: string, parts: string[]]>;
  html: NonceTemplate;
  gzip: GzipTemplate | undefined;
  bytes: number;
  storedAt: number;
  /** A failed re-render (upstream down) is not tried again before this time; the stale page keeps serving. */
  retryAt: number;
}

// Headers that describe one transfer or one answer, not the page: each answer sets its own.
const notReplayed = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
  'x-page-cache',
]);

// Next sends this for every page rendered per request (ours all are, for the nonce), so it says
// nothing about the page; a render without cookies or identity is the same for every visitor.
const perRequestDefault = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Why a render may not be shared, or undefined when it may. */
export function unshareableReason(rendered: RenderedPage): string | undefined {
  const { status, headers } = rendered;
  if (status !== 200) return `status ${status}`;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 'not HTML';
  if (headers['set-cookie']) return 'sets a cookie';
  const cacheControl = headers['cache-control'] ?? '';
  if (cacheControl !== perRequestDefault && /\b(private|no-store)\b/.test(cacheControl)) return 'not shareable';
  if (!nonceOf(String(headers['content-security-policy'] ?? ''))) return 'no CSP nonce';
  return undefined;
}

/** The render made ready to replay, or undefined when it must not be shared. */
export async function storedPage(rendered: RenderedPage, now: () => number): Promise<StoredPage | undefined> {
  if (unshareableReason(rendered)) return undefined;
  const nonce = nonceOf(String(rendered.headers['content-security-policy']))!;
  const replayed = Object.entries(rendered.headers).filter(([name]) => !notReplayed.has(name) && name !== 'vary');
  // The answer's encoding depends on Accept-Encoding, whatever Next said.
  const vary = rendered.headers.vary ?? '';
  replayed.push([
    'vary',
    /\baccept-encoding\b/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '),
  ]);
  const headers = replayed.map(([name, value]): [string, string[]] => [name, String(value).split(nonce)]);
  const html = nonceTemplate(rendered.body, nonce);
  const gzip = await gzipTemplate(html);
  const gzipBytes = gzip?.segments.reduce((sum, segment) => sum + segment.length, 0) ?? 0;
  return {
    headers,
    html,
    gzip,
    bytes: rendered.body.length + gzipBytes + 2048,
    storedAt: now(),
    retryAt: now(),
  };
}
