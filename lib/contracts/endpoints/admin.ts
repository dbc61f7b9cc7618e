import { adminApplicationEndpoints } from './admin-applications';
import { adminCandidateEndpoints } from './admin-candidates';
import { adminClientEndpoints } from './admin-clients';
import { adminContentEndpoints } from './admin-content';
import { adminDashboardEndpoints } from './admin-dashboard';
import { adminDeploymentDocumentEndpoints, adminDocumentTypeEndpoints } from './admin-deployment-documents';
import { adminJobAlertEndpoints } from './admin-job-alerts';
import { adminJobOpeningEndpoints } from './admin-job-openings';
import { adminLookupEndpoints } from './admin-lookups';
import { adminOfferEndpoints } from './offers';
import { adminInterviewEndpoints } from './interviews';
import { adminInquiryEndpoints, adminMessageEndpoints } from './admin-requests';
import { adminOutboxMailEndpoints } from './admin-outbox-mails';
import { adminShortlistEndpoints } from './admin-shortlists';
import { adminTaskRunEndpoints } from './admin-task-runs';
import { adminTestimonialEndpoints } from './admin-testimonials';
import { adminUploadEndpoints } from './admin-uploads';
import { adminUserEndpoints } from './admin-users';

/** The back office's calls (all under /admin, staff only), spread into `api`. */
export const adminEndpoints = {
  adminApplications: adminApplicationEndpoints,
  adminCandidates: adminCandidateEndpoints,
  adminClients: adminClientEndpoints,
  adminContent: adminContentEndpoints,
  adminDashboard: adminDashboardEndpoints,
  adminDeploymentDocuments: adminDeploymentDocumentEndpoints,
  adminDocumentTypes: adminDocumentTypeEndpoints,
  adminInquiries: adminInquiryEndpoints,
  adminInterviews: adminInterviewEndpoints,
  adminJobAlerts: adminJobAlertEndpoints,
  adminJobOpenings: adminJobOpeningEndpoints,
  adminLookups: adminLookupEndpoints,
  adminMessages: adminMessageEndpoints,
  adminOffers: adminOfferEndpoints,
  adminOutboxMails: adminOutboxMailEndpoints,
  adminShortlists: adminShortlistEndpoints,
  adminTaskRuns: adminTaskRunEndpoints,
  adminTestimonials: adminTestimonialEndpoints,
  adminUploads: adminUploadEndpoints,
  adminUsers: adminUserEndpoints,
};
