import { getIronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { isIdle, sessionOptions, type SessionData } from '@/lib/session/session';

/**
 * Routes are case-insensitive (/Candidates and /candidates) and /Home is the home page: the first
 * path segment is matched lower-cased. Later segments (reset and verify tokens) keep their case.
 */
function canonicalPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const lower = first.toLowerCase();
  if (lower === 'home' && rest.length === 0) return '/';
  return ['', lower, ...rest].join('/');
}

/**
 * Next 16's name for middleware.ts (the old name is deprecated). On every page request it applies
 * the spec's idle rule to the session cookie: idle for more than 30 minutes, it is dropped before
 * the page renders; otherwise the visit counts as activity.
 */
export async function proxy(request: NextRequest) {
  const path = canonicalPath(request.nextUrl.pathname);
  const response =
    path === request.nextUrl.pathname
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url));
  if (!request.cookies.has('bg_session')) return response;
  const session = await getIronSession<SessionData>(request, response, sessionOptions());
  if (!session.token) return response;
  if (isIdle(session)) session.destroy();
  else {
    session.lastActivity = Date.now();
    await session.save();
  }
  return response;
}

export const config = {
  // Pages only: not the website's API, Next's assets, uploads or static files.
  matcher: [
    '/((?!api|uploads|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|webp|ico)$).*)',
  ],
};
