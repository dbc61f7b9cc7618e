import type { IncomingHttpHeaders } from 'node:http';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { canonicalPath } from '../../lib/canonical-path';
import { sessionCookieName } from '../../lib/session/session-cookie-name';

/** The public pages whose HTML is the same for every anonymous visitor (first segment matched as proxy.ts does). */
const publicPages = new Set([
  '/',
  '/about',
  '/services',
  '/employers',
  '/partners',
  '/gallery',
  '/contact',
  '/candidates',
]);
const jobPage = /^\/candidates\/[^/]+$/;

export type PageCacheDecision =
  /** Served from the page cache under this key; `url` is the normalized path and query to render. */
  | { kind: 'cache'; key: string; url: string }
  /** A public page that must be rendered for this request (signed in, or Next's client router asking). */
  | { kind: 'bypass' }
  /** Not a public page at all (API, assets, back office): the cache has nothing to say. */
  | { kind: 'none' };

export function isPublicPagePath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return publicPages.has(path) || jobPage.test(path);
}

function hasSessionCookie(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(';').some((pair) => (pair.split('=', 1)[0] ?? '').trim() === sessionCookieName);
}

/** Next's client router (RSC payloads, prefetches, server actions) asks with these; their answers are not HTML pages. */
function isRouterRequest(headers: IncomingHttpHeaders, params: URLSearchParams): boolean {
  if (params.has('_rsc')) return true;
  return Object.keys(headers).some(
    (name) => name === 'rsc' || name.startsWith('next-router-') || name === 'next-action',
  );
}

/** The query in a stable order (parameters sorted by name, each name's values in their order), so equal searches share an entry. */
export function normalizedQuery(params: URLSearchParams): string {
  const sorted = new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const query = sorted.toString();
  return query ? `?${query}` : '';
}

/**
 * Whether a request may be answered from the page cache, and under which key: the path as asked
 * (proxy.ts renders the capitalised aliases under their own address), the sorted query, and Next's
 * class of user agent (crawlers that read only HTML get their metadata in the head, not streamed).
 */
export function pageCacheKey(method: string, rawUrl: string, headers: IncomingHttpHeaders): PageCacheDecision {
  // Only plain paths: '//host/…' would parse as another host's address.
  if ((method !== 'GET' && method !== 'HEAD') || !rawUrl.startsWith('/') || rawUrl.startsWith('//'))
    return { kind: 'none' };
  const url = new URL(rawUrl, 'http://site');
  if (!isPublicPagePath(url.pathname)) return { kind: 'none' };
  if (hasSessionCookie(headers.cookie) || isRouterRequest(headers, url.searchParams)) return { kind: 'bypass' };
  const agent = getBotType(headers['user-agent'] ?? '') ?? 'browser';
  const normalized = `${url.pathname}${normalizedQuery(url.searchParams)}`;
  return { kind: 'cache', key: `${agent} ${normalized}`, url: normalized };
}
