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
 * Which rule a page request falls under: a document load is the site being opened (again); Next's
 * own client-side navigations (RSC requests) happen inside an open tab.
 */
export function idleLimitFor(headers: Pick<Headers, 'get'>): number {
  return headers.get('rsc') === '1' ? inTabIdleLimitMs : reopenIdleLimitMs;
}
