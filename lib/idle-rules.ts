/**
 * The two idle rules of the spec, kept apart because they answer different moments:
 * - opening the site again (a page load): the session is restored only if the last activity was
 *   no more than 30 minutes earlier (site-shell-auth-home §4 "Session", §9: 1,800,000 ms);
 * - inside an open tab: 1 hour without mouse, key, scroll, touch or click logs out
 *   (careers-pages-profile "Inactivity logout": 3,600,000 ms).
 */
export const reopenIdleLimitMs = 30 * 60 * 1000;
export const inTabIdleLimitMs = 60 * 60 * 1000;

export interface ActivityStamp {
  token?: string;
  /** Last time the user was active, in ms since the epoch. */
  lastActivity?: number;
}

/** True when a signed-in session has been idle for longer than `limitMs`. */
export function isIdle(session: ActivityStamp, limitMs: number, now = Date.now()): boolean {
  return Boolean(session.token) && now - (session.lastActivity ?? 0) > limitMs;
}

/**
 * True when a page request is the site being opened (again): a document load, as the browser's Fetch
 * Metadata says (Sec-Fetch-Mode: navigate). Next's client navigations and its prefetches of links are
 * fetches inside an open tab. Next strips its own RSC headers before proxy.ts sees a request, so they
 * cannot tell; they are the fallback for a browser that sends no Fetch Metadata.
 */
export function isDocumentLoad(headers: Pick<Headers, 'get'>): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return headers.get('rsc') !== '1';
}

/** Which rule a page request falls under: opening the site (30 minutes) or inside an open tab (1 hour). */
export function idleLimitFor(headers: Pick<Headers, 'get'>): number {
  return isDocumentLoad(headers) ? reopenIdleLimitMs : inTabIdleLimitMs;
}
