import 'server-only';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import type { User } from '@/lib/contracts';
import { env } from '@/lib/env';
import { revokeToken } from '@/lib/upstream/revoke-token';
import { inTabIdleLimitMs, isIdle, type ActivityStamp } from '@/lib/idle-rules';
import { isSessionEnded, markSessionEnded } from './ended-sessions';
import { sessionCookieName } from './session-cookie-name';

/** What the httpOnly session cookie holds. The upstream token never reaches browser JavaScript. */
export interface SessionData extends ActivityStamp {
  user?: User;
  /** A staff sign-in between the password and the second factor: its pending token, and nothing more. */
  pendingSignIn?: string;
}

export { sessionCookieName };

export function sessionOptions(): SessionOptions {
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is not set (npm start sets one up in data/).');
  const url = new URL(env.PUBLIC_URL);
  return {
    cookieName: sessionCookieName,
    password: env.SESSION_SECRET,
    cookieOptions: {
      httpOnly: true,
      // Browsers accept Secure cookies on http://localhost, so only other plain-HTTP hosts go without.
      secure: url.protocol === 'https:' || url.hostname === 'localhost',
      sameSite: 'lax',
      path: '/',
    },
  };
}

export async function getSession() {
  return forgetIfEnded(await getIronSession<SessionData>(await cookies(), sessionOptions()));
}

/**
 * A cookie holding a session that already ended here (see ended-sessions.ts) counts as none: its
 * fields are dropped, and where the answer can still set cookies, the cookie is cleared.
 */
export function forgetIfEnded(session: IronSession<SessionData>) {
  if (!isSessionEnded(session.token)) return session;
  delete session.token;
  delete session.user;
  delete session.lastActivity;
  try {
    session.destroy();
  } catch {
    // A server component cannot set cookies; the next route handler or page request clears it.
  }
  return session;
}

/**
 * Signs out: the token is revoked upstream (a copied cookie is worthless afterwards), then the
 * cookie is cleared. The caller saves nothing more.
 */
export async function endSession(session: IronSession<SessionData>) {
  const token = session.token;
  session.destroy();
  if (token) {
    markSessionEnded(token);
    await revokeToken(token);
  }
}

/** Clears a session whose token the upstream no longer accepts (nothing to revoke). */
export function dropSession(session: IronSession<SessionData>) {
  if (session.token) markSessionEnded(session.token);
  session.destroy();
}

/** Set on an answer that ended the caller's session, so the tab signs out (a failed login does not). */
export const sessionEndedHeader = 'x-session-ended';

/**
 * The session for a call from an open tab (the website's API), with one idle for more than the
 * in-tab hour already ended (`ended`). Page loads apply the stricter 30-minute rule in proxy.ts first.
 */
export async function getActiveSession() {
  const session = await getSession();
  const ended = isIdle(session, inTabIdleLimitMs);
  if (ended) await endSession(session);
  return { session, ended };
}
