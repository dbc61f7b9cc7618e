import type { Endpoint } from '../endpoint';
import { adminEndpoints } from './admin';
import { contentEndpoints } from './content';
import { healthEndpoints } from './health';
import { api as siteApi } from './site';

/**
 * Every call of the upstream API, by resource: the single source from which the upstream's routes,
 * the website's allow-list and the typed client calls come. A call site names an endpoint here,
 * never a URL string. The public site's islands import ./site, the same endpoints less the content
 * reads and the back office, to keep those schemas out of every page's JavaScript.
 */
export const api = {
  ...siteApi,
  content: contentEndpoints,
  health: healthEndpoints,
  // The back office's endpoints (everything under /admin).
  ...adminEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
