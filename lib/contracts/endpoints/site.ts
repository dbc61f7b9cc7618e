import { endpointRefs } from '../endpoint';
import type { applicationEndpoints } from './applications';
import type { authEndpoints } from './auth';
import type { contactEndpoints } from './contact';
import type { deploymentDocumentEndpoints } from './deployment-documents';
import type { inquiryEndpoints } from './inquiries';
import type { jobAlertEndpoints } from './job-alerts';
import type { jobOpeningEndpoints } from './job-openings';
import type { lookupEndpoints } from './lookups';
import type { privacyEndpoints } from './privacy';
import type { sessionEndpoints } from './session';
import type { testimonialEndpoints } from './testimonials';
import type { uploadEndpoints } from './uploads';
import type { userEndpoints } from './users';

/**
 * What the public site's islands call: a schema-free descriptor (method, path, upload field) of each
 * endpoint the browser may reach, typed by the endpoint itself. The endpoints carry their zod
 * schemas, which would put zod and every contract into every page's first load (about 37 KB gzip);
 * the types check each method and path against the registry, and site.test.ts checks them all.
 */
export const api = {
  contact: endpointRefs<typeof contactEndpoints>({
    send: { method: 'POST', path: '/contact' },
  }),
  auth: endpointRefs<typeof authEndpoints>({
    register: { method: 'POST', path: '/auth/register' },
    login: { method: 'POST', path: '/auth/login' },
    verifyEmail: { method: 'PUT', path: '/auth/verify-email/:email/:token' },
    forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
    resetPassword: { method: 'PUT', path: '/auth/reset-password/:resetToken' },
    logout: { method: 'POST', path: '/auth/logout' },
  }),
  users: endpointRefs<typeof userEndpoints>({
    profile: { method: 'GET', path: '/user/profile' },
    updateProfile: { method: 'PUT', path: '/user/update-profile' },
  }),
  uploads: endpointRefs<typeof uploadEndpoints>({
    resumeImage: {
      method: 'POST',
      path: '/upload/resume-image',
      upload: { field: 'image', maxBytes: 5 * 1024 * 1024 },
    },
    resumeVideo: {
      method: 'POST',
      path: '/upload/resume-video',
      upload: { field: 'video', maxBytes: 100 * 1024 * 1024 },
    },
    privateFile: { method: 'GET', path: '/files/:file' },
  }),
  applications: endpointRefs<typeof applicationEndpoints>({
    apply: { method: 'POST', path: '/apply-job' },
    appliedJobIds: { method: 'GET', path: '/my-applications/job-ids' },
    mine: { method: 'GET', path: '/my-applications' },
    withdraw: { method: 'POST', path: '/my-applications/:id/withdraw' },
    replaceResume: { method: 'PUT', path: '/my-applications/:id/resume' },
    replaceVideo: { method: 'PUT', path: '/my-applications/:id/video' },
  }),
  deploymentDocuments: endpointRefs<typeof deploymentDocumentEndpoints>({
    checklist: { method: 'GET', path: '/my-applications/:applicationId/documents' },
    upload: {
      method: 'POST',
      path: '/deployment-documents/upload',
      upload: { field: 'file', maxBytes: 10 * 1024 * 1024 },
    },
  }),
  inquiries: endpointRefs<typeof inquiryEndpoints>({
    submit: { method: 'POST', path: '/employer-inquiry/submit' },
  }),
  testimonials: endpointRefs<typeof testimonialEndpoints>({
    list: { method: 'GET', path: '/testimonial' },
    submit: { method: 'POST', path: '/testimonial' },
  }),
  lookups: endpointRefs<typeof lookupEndpoints>({
    position: { method: 'GET', path: '/position' },
    'preffered-location': { method: 'GET', path: '/preffered-location' },
    'salary-budget': { method: 'GET', path: '/salary-budget' },
    'hiring-urgency': { method: 'GET', path: '/hiring-urgency' },
    'business-type': { method: 'GET', path: '/business-type' },
    'inquiry-type': { method: 'GET', path: '/inquiry-type' },
  }),
  jobOpenings: endpointRefs<typeof jobOpeningEndpoints>({
    list: { method: 'GET', path: '/job-opening' },
    one: { method: 'GET', path: '/job-opening/:idOrSlug' },
    search: { method: 'GET', path: '/job-search' },
  }),
  privacy: endpointRefs<typeof privacyEndpoints>({
    exportData: { method: 'GET', path: '/privacy/export' },
    deleteAccount: { method: 'POST', path: '/privacy/delete-account' },
  }),
  jobAlerts: endpointRefs<typeof jobAlertEndpoints>({
    create: { method: 'POST', path: '/job-alerts' },
    list: { method: 'GET', path: '/job-alerts' },
    remove: { method: 'DELETE', path: '/job-alerts/:id' },
    confirm: { method: 'POST', path: '/job-alerts/confirm' },
    unsubscribe: { method: 'POST', path: '/job-alerts/unsubscribe' },
  }),
  session: endpointRefs<typeof sessionEndpoints>({
    current: { method: 'GET', path: '/session' },
    activity: { method: 'POST', path: '/session/activity' },
  }),
};
