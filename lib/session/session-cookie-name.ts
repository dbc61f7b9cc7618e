/** The session cookie's name, apart from session.ts so the edge server can read it without Next. */
export const sessionCookieName = 'bg_session';
