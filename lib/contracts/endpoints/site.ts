import { applicationEndpoints } from './applications';
import { authEndpoints } from './auth';
import { contactEndpoints } from './contact';
import { inquiryEndpoints } from './inquiries';
import { jobOpeningEndpoints } from './job-openings';
import { lookupEndpoints } from './lookups';
import { sessionEndpoints } from './session';
import { testimonialEndpoints } from './testimonials';
import { uploadEndpoints } from './uploads';
import { userEndpoints } from './users';

/**
 * The part of the registry the public site's islands call: the whole `api` of ./index less the
 * content reads (server only) and the back office. Islands import this one, so every page's first
 * load carries only these schemas (the whole registry added about 40 KB gzip to the home page).
 */
export const api = {
  contact: contactEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  uploads: uploadEndpoints,
  applications: applicationEndpoints,
  inquiries: inquiryEndpoints,
  testimonials: testimonialEndpoints,
  lookups: lookupEndpoints,
  jobOpenings: jobOpeningEndpoints,
  session: sessionEndpoints,
};
