import { createHash } from 'node:crypto';

/**
 * Sessions that ended in this process (logout, the idle rules, a 401 from the upstream), by a hash of
 * their token. An answer already on its way when a session ended (a slow page render, a refresh the
 * tab started just before Logout) carries a Set-Cookie with the old session and would put the person's
 * name back on the page; a cookie holding an ended token is therefore treated as no session.
 * Kept on globalThis because proxy.ts and the route handlers are separate bundles in one process.
 */
const storeKey = Symbol.for('bayanihan-gulf.ended-sessions');
const store: Map<string, number> =
  ((globalThis as Record<symbol, unknown>)[storeKey] as Map<string, number>) ?? new Map<string, number>();
(globalThis as Record<symbol, unknown>)[storeKey] = store;

/** A stale answer arrives within seconds; a day leaves a wide margin. */
const keepMs = 24 * 60 * 60 * 1000;
/** About 3 MB at most, whatever the number of logouts. */
export const maxEndedSessions = 20_000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Told of each session this process ends (server/shared-ended-sessions.ts tells the other instances). */
type EndedListener = (hash: string, until: number) => void;
const listenerKey = Symbol.for('bayanihan-gulf.ended-sessions.listener');
const globals = globalThis as Record<symbol, unknown>;

export function onSessionEnded(listener: EndedListener | undefined) {
  globals[listenerKey] = listener;
}

export function markSessionEnded(token: string, now = Date.now()) {
  addEndedSession(hashOf(token), now + keepMs, now);
  (globals[listenerKey] as EndedListener | undefined)?.(hashOf(token), now + keepMs);
}

/** Records a session as ended until `until`, by its hash (as another instance shares it). */
export function addEndedSession(hash: string, until: number, now = Date.now()) {
  store.delete(hash);
  store.set(hash, until);
  // Oldest first (Map keeps insertion order): drop what expired, then what exceeds the cap.
  for (const [oldest, expires] of store) {
    if (expires > now && store.size <= maxEndedSessions) break;
    store.delete(oldest);
  }
}

export function isSessionEnded(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const until = store.get(hashOf(token));
  return until !== undefined && until > now;
}
