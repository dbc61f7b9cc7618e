import { matchEndpointPath, type Endpoint } from '@/lib/contracts/core/endpoint';
import { allEndpoints } from '@/lib/contracts/endpoints';

export interface AllowedCall {
  endpoint: Endpoint;
  /** The path's placeholders, filled in from the browser's path. */
  params: Record<string, string>;
}

/**
 * The upstream calls the browser may make through the website, and nothing else: the registry's
 * endpoints it reaches as 'forward' or 'upload'. Calls that change the session (login, logout,
 * profile update) have route handlers of their own.
 */
const forwarded = allEndpoints.filter(
  (endpoint) => !endpoint.websiteOnly && (endpoint.browser === 'forward' || endpoint.browser === 'upload'),
);

const isAdmin = (endpoint: Endpoint) => endpoint.path.startsWith('/admin/');

/**
 * The endpoint the browser's call (a path under /api, and its method) names, or undefined. HEAD names
 * the GET endpoint of its path (answered as GET without the body). The back office's calls (/admin/…)
 * are found only with `admin`, by the back office's own route.
 */
export function findAllowedCall(path: string, method: string, { admin = false } = {}): AllowedCall | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const endpoint of forwarded) {
    if (endpoint.method !== wanted || isAdmin(endpoint) !== admin) continue;
    const params = matchEndpointPath(endpoint.path, path);
    if (params) return { endpoint, params };
  }
  return undefined;
}
