import type { Endpoint } from '../core/endpoint';
import { adminEndpoints } from './staff';
import { applicationEndpoints } from '../applications/candidate-endpoints';
import { authEndpoints } from '../auth/endpoints';
import { candidateProfileEndpoints } from '../candidates/profile-endpoints';
import { contactEndpoints } from '../contact/endpoints';
import { contentEndpoints } from '../content/endpoints';
import { deploymentDocumentEndpoints } from '../deployments/candidate-endpoints';
import { deploymentStepEndpoints } from '../deployments/step-endpoints';
import { employerEndpoints, sharedShortlistEndpoints } from '../shortlists/employer-endpoints';
import { healthEndpoints } from './health';
import { inquiryEndpoints } from '../inquiries/endpoints';
import { employerInterviewEndpoints, myInterviewEndpoints } from '../interviews/endpoints';
import { jobAlertEndpoints } from '../job-alerts/endpoints';
import { jobOpeningEndpoints } from '../job-openings/endpoints';
import { lookupEndpoints } from '../lookups/endpoints';
import { offerEndpoints } from '../offers/endpoints';
import { privacyEndpoints } from '../privacy/endpoints';
import { shareRequestEndpoints } from '../shortlists/share-request-endpoints';
import { sessionEndpoints } from '../auth/session-endpoints';
import { secondFactorEndpoints } from '../staff-auth/endpoints';
import { testimonialEndpoints } from '../testimonials/endpoints';
import { textMessageEndpoints } from '../text-messages/endpoints';
import { uploadEndpoints } from '../uploads/endpoints';
import { userEndpoints } from '../users/endpoints';
import { welfareEndpoints } from '../welfare/endpoints';
import { staffInvitationEndpoints } from '../users/invitation-endpoints';

/**
 * Every call of the upstream API, by resource: the single source from which the upstream's routes,
 * the website's allow-list and the typed client calls come. A call site names an endpoint here,
 * never a URL string. The public site's islands import ./site instead: schema-free descriptors of
 * the endpoints the browser may call, to keep zod and the contracts out of every page's JavaScript.
 */
export const api = {
  contact: contactEndpoints,
  auth: authEndpoints,
  secondFactor: secondFactorEndpoints,
  staffInvitations: staffInvitationEndpoints,
  users: userEndpoints,
  uploads: uploadEndpoints,
  applications: applicationEndpoints,
  candidateProfile: candidateProfileEndpoints,
  shareRequests: shareRequestEndpoints,
  deploymentDocuments: deploymentDocumentEndpoints,
  deploymentSteps: deploymentStepEndpoints,
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
  welfare: welfareEndpoints,
  textMessages: textMessageEndpoints,
  // The back office's endpoints (everything under /admin).
  ...adminEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group));
