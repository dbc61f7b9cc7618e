import type { Endpoint } from '../endpoint';
import { adminEndpoints } from './admin';
import { applicationEndpoints } from './applications';
import { authEndpoints } from './auth';
import { candidateProfileEndpoints } from './candidate-profile';
import { contactEndpoints } from './contact';
import { contentEndpoints } from './content';
import { deploymentDocumentEndpoints } from './deployment-documents';
import { employerEndpoints, sharedShortlistEndpoints } from './employer';
import { healthEndpoints } from './health';
import { inquiryEndpoints } from './inquiries';
import { employerInterviewEndpoints, myInterviewEndpoints } from './interviews';
import { jobAlertEndpoints } from './job-alerts';
import { jobOpeningEndpoints } from './job-openings';
import { lookupEndpoints } from './lookups';
import { offerEndpoints } from './offers';
import { privacyEndpoints } from './privacy';
import { shareRequestEndpoints } from './share-requests';
import { sessionEndpoints } from './session';
import { testimonialEndpoints } from './testimonials';
import { uploadEndpoints } from './uploads';
import { userEndpoints } from './users';

/**
 * Every call of the upstream API, by resource: the single source from which the upstream's routes,
 * the website's allow-list and the typed client calls come. A call site names an endpoint here,
 * never a URL string. The public site's islands import ./site instead: schema-free descriptors of
 * the endpoints the browser may call, to keep zod and the contracts out of every page's JavaScript.
 */
export const api = {
  contact: contactEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  uploads: uploadEndpoints,
  applications: applicationEndpoints,
  candidateProfile: candidateProfileEndpoints,
  shareRequests: shareRequestEndpoints,
  deploymentDocuments: deploymentDocumentEndpoints,
  inquiries: inquiryEndpoints,
  testimonials: testimonialEndpoints,
  lookups: lookupEndpoints,
  jobOpenings: jobOpeningEndpoints,
  jobAlerts: jobAlertEndpoints,
  session: sessionEndpoints,
  content: contentEndpoints,
  health: healthEndpoints,
  privacy: privacyEndpoints,
  employer: employerEndpoints,
  sharedShortlists: sharedShortlistEndpoints,
  offers: offerEndpoints,
  myInterviews: myInterviewEndpoints,
  employerInterviews: employerInterviewEndpoints,
  // The back office's endpoints (everything under /admin).
  ...adminEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
