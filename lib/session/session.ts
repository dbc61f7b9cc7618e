import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import type { User } from '@/lib/contracts';
import { env } from '@/lib/env';

/** What the httpOnly session cookie holds. The upstream token never reaches browser JavaScript. */
export interface SessionData {
  token?: string;
  user?: User;
  /** Last time the user was active, in ms since the epoch. */
  lastActivity?: number;
}

/** A session idle for longer than this is dropped when the site is opened again (spec: 1,800,000 ms). */
export const idleLimitMs = 30 * 60 * 1000;

export function sessionOptions(): SessionOptions {
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is not set (npm start sets one up in data/).');
  const url = new URL(env.PUBLIC_URL);
  return {
    cookieName: 'bg_session',
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
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** True when a stored session has been idle past the limit. */
export function isIdle(session: SessionData, now = Date.now()): boolean {
  return Boolean(session.token) && now - (session.lastActivity ?? 0) > idleLimitMs;
}

/** The session, with an idle one already dropped (the spec's 30-minute rule on return). */
export async function getActiveSession() {
  const session = await getSession();
  if (isIdle(session)) session.destroy();
  return session;
}
