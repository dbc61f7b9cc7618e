import { getIronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath } from '@/lib/canonical-path';
import { env } from '@/lib/env';
import { newNonce, pageCsp } from '@/lib/security/page-csp';
import { idleLimitFor, isDocumentLoad, isIdle } from '@/lib/idle-rules';
import { closedJobSlug } from '@/lib/upstream/closed-job';
import { endSession, forgetIfEnded, sessionCookieName, sessionOptions, type SessionData } from '@/lib/session/session';

const cspOptions = { dev: process.env.NODE_ENV === 'development', https: env.PUBLIC_URL.startsWith('https://') };

/**
 * Next 16's name for middleware.ts (the old name is deprecated). On every page request it:
 * - answers a closed job opening's page with 410 Gone and a page leading to current openings;
 * - gives the page a fresh CSP nonce (Next reads it from the request's policy and puts it on its scripts);
 * - applies the idle rules to the session cookie: a document load after more than 30 minutes, or an
 *   in-tab navigation after more than 1 hour, ends the session (revoked upstream) before the page
 *   renders; otherwise a document load counts as activity (in a tab, the activity reports do).
 */
export async function proxy(request: NextRequest) {
  const csp = pageCsp(newNonce(), cspOptions);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', csp);

  const path = canonicalPath(request.nextUrl.pathname);
  const closedSlug = await closedJobSlug(path);
  const response = closedSlug
    ? // A closed opening: 410 Gone, so search engines drop it, with a page that leads to current openings.
      NextResponse.rewrite(new URL(`/candidates/${closedSlug}/closed`, request.url), {
        status: 410,
        request: { headers: requestHeaders },
      })
    : path === request.nextUrl.pathname
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url), {
          request: { headers: requestHeaders },
        });
  response.headers.set('content-security-policy', csp);

  if (!request.cookies.has(sessionCookieName)) return response;
  const session = forgetIfEnded(await getIronSession<SessionData>(request, response, sessionOptions()));
  if (!session.token) return response;
  if (isIdle(session, idleLimitFor(request.headers))) await endSession(session);
  else if (isDocumentLoad(request.headers)) {
    // Opening a page is activity. Inside a tab the activity reports count (a click that navigates
    // is one), not Next's fetches: it prefetches links in view on its own.
    session.lastActivity = Date.now();
    await session.save();
  }
  return response;
}

export const config = {
  // Pages only: not the website's API, Next's assets, uploads or static files.
  matcher: [
    '/((?!api|uploads|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|manifest.webmanifest|.*\\.(?:svg|png|jpg|webp|ico)$).*)',
  ],
};
