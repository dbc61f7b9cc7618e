import type { Endpoint } from '../endpoint';
import { adminEndpoints } from './admin';
import { contactEndpoints } from './contact';
import { applicationEndpoints } from './applications';
import { authEndpoints } from './auth';
import { contentEndpoints } from './content';
import { healthEndpoints } from './health';
import { inquiryEndpoints } from './inquiries';
import { jobOpeningEndpoints } from './job-openings';
import { lookupEndpoints } from './lookups';
import { sessionEndpoints } from './session';
import { testimonialEndpoints } from './testimonials';
import { uploadEndpoints } from './uploads';
import { userEndpoints } from './users';

/**
 * Every call of the upstream API, by resource: the single source from which the upstream's routes,
 * the website's allow-list and the typed client calls come. A call site names an endpoint here,
 * never a URL string.
 */
export const api = {
  contact: contactEndpoints,
  // Public and signed-in users' endpoints (everything outside /admin).
  auth: authEndpoints,
  users: userEndpoints,
  uploads: uploadEndpoints,
  applications: applicationEndpoints,
  inquiries: inquiryEndpoints,
  testimonials: testimonialEndpoints,
  content: contentEndpoints,
  lookups: lookupEndpoints,
  jobOpenings: jobOpeningEndpoints,
  health: healthEndpoints,
  session: sessionEndpoints,
  // The back office's endpoints (everything under /admin).
  ...adminEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
