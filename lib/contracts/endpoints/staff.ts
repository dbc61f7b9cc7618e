import { adminAccessRecordEndpoints } from '../access-records/staff-endpoints';
import { adminApplicationEndpoints } from '../applications/staff-endpoints';
import { adminCandidateEndpoints } from '../candidates/staff-endpoints';
import { adminClientEndpoints } from '../clients/staff-endpoints';
import { adminContentEndpoints } from '../content/staff-endpoints';
import { adminDashboardEndpoints } from '../dashboard/staff-endpoints';
import { adminDeploymentDocumentEndpoints, adminDocumentTypeEndpoints } from '../deployments/staff-endpoints';
import { adminDeploymentStepEndpoints } from '../deployments/staff-step-endpoints';
import { adminJobAlertEndpoints } from '../job-alerts/staff-endpoints';
import { adminJobOpeningEndpoints } from '../job-openings/staff-endpoints';
import { adminLookupEndpoints } from '../lookups/staff-endpoints';
import { adminOfferEndpoints } from '../offers/endpoints';
import { adminInterviewEndpoints } from '../interviews/endpoints';
import { adminInquiryEndpoints, adminMessageEndpoints } from '../inquiries/staff-endpoints';
import { adminOutboxMailEndpoints } from '../outbox-mails/staff-endpoints';
import { adminShortlistEndpoints } from '../shortlists/staff-endpoints';
import { adminSecurityEndpoints } from '../staff-auth/staff-endpoints';
import { adminTaskRunEndpoints } from '../scheduler/staff-endpoints';
import { adminTestimonialEndpoints } from '../testimonials/staff-endpoints';
import { adminTextMessageEndpoints } from '../text-messages/staff-endpoints';
import { adminUploadEndpoints } from '../uploads/staff-endpoints';
import { adminUserEndpoints } from '../users/staff-endpoints';
import { adminHolidayEndpoints, adminWelfareEndpoints } from '../welfare/staff-endpoints';

/** The back office's calls (all under /admin, staff only), spread into `api`. */
export const adminEndpoints = {
  adminAccessRecords: adminAccessRecordEndpoints,
  adminApplications: adminApplicationEndpoints,
  adminCandidates: adminCandidateEndpoints,
  adminClients: adminClientEndpoints,
  adminContent: adminContentEndpoints,
  adminDashboard: adminDashboardEndpoints,
  adminDeploymentDocuments: adminDeploymentDocumentEndpoints,
  adminDeploymentSteps: adminDeploymentStepEndpoints,
  adminDocumentTypes: adminDocumentTypeEndpoints,
  adminInquiries: adminInquiryEndpoints,
  adminInterviews: adminInterviewEndpoints,
  adminJobAlerts: adminJobAlertEndpoints,
  adminJobOpenings: adminJobOpeningEndpoints,
  adminLookups: adminLookupEndpoints,
  adminMessages: adminMessageEndpoints,
  adminOffers: adminOfferEndpoints,
  adminOutboxMails: adminOutboxMailEndpoints,
  adminSecurity: adminSecurityEndpoints,
  adminShortlists: adminShortlistEndpoints,
  adminTaskRuns: adminTaskRunEndpoints,
  adminTestimonials: adminTestimonialEndpoints,
  adminTextMessages: adminTextMessageEndpoints,
  adminUploads: adminUploadEndpoints,
  adminUsers: adminUserEndpoints,
  adminWelfare: adminWelfareEndpoints,
  adminHolidays: adminHolidayEndpoints,
};
