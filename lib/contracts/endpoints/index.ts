import type { Endpoint } from '../endpoint';
import { adminEndpoints } from './admin';
import { contactEndpoints } from './contact';

/**
 * Every call of the upstream API, by resource: the single source from which the upstream's routes,
 * the website's allow-list and the typed client calls come. A call site names an endpoint here,
 * never a URL string.
 */
export const api = {
  contact: contactEndpoints,
  ...adminEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
