/**
 * Routes are case-insensitive (/Candidates and /candidates) and /Home is the home page: the first
 * path segment is matched lower-cased. Later segments (reset and verify tokens) keep their case.
 */
export function canonicalPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const lower = first.toLowerCase();
  if (lower === 'home' && rest.length === 0) return '/';
  return ['', lower, ...rest].join('/');
}
