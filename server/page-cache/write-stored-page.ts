import type { ServerResponse } from 'node:http';
import { gzipWithNonce } from './gzip-template';
import { fillNonce, freshNonce } from './nonce-template';
import type { StoredPage } from './stored-page';

export type PageCacheState = 'hit' | 'miss' | 'stale';

/** Whether the client takes gzip (named, or `*`, with a non-zero quality). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((item) => {
    const [coding = '', ...params] = item.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers with a stored page under a nonce made for this answer alone: every place the render's
 * nonce was (policy, Link preloads, script tags, the RSC payload) gets the fresh one.
 */
export function writeStoredPage(
  res: ServerResponse,
  page: StoredPage,
  request: { head: boolean; acceptEncoding: string | undefined; state: PageCacheState },
) {
  const nonce = freshNonce(page.html.nonceLength);
  const html = fillNonce(page.html, nonce);
  const body = page.gzip && acceptsGzip(request.acceptEncoding) ? gzipWithNonce(page.gzip, nonce, html) : html;
  for (const [name, parts] of page.headers) res.setHeader(name, parts.join(nonce));
  if (body !== html) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.setHeader('x-page-cache', request.state);
  res.writeHead(200);
  res.end(request.head ? undefined : body);
}
