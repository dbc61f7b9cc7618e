import type { FastifyInstance } from 'fastify';
import { accessRecordStaffRoutes } from './modules/access-records';
import { applicationStaffRoutes, storeEveryReadiness } from './modules/applications';
import { securityStaffRoutes, staffAccountRoutes } from './modules/auth';
import { clientStaffRoutes } from './modules/clients';
import { contentStaffRoutes } from './modules/content';
import { dashboardStaffRoutes } from './modules/dashboard';
import { deploymentStaffRoutes } from './modules/deployments';
import { inquiryStaffRoutes } from './modules/inquiries';
import { interviewStaffRoutes } from './modules/interviews';
import { jobAlertStaffRoutes } from './modules/job-alerts';
import { jobOpeningStaffRoutes } from './modules/job-openings';
import { lookupStaffRoutes } from './modules/lookups';
import { offerStaffRoutes } from './modules/offers';
import { outboxMailStaffRoutes } from './modules/outbox-mails';
import { textMessageStaffRoutes } from './modules/text-messages';
import { taskRunStaffRoutes } from './modules/scheduler';
import { shortlistStaffRoutes } from './modules/shortlists';
import { talentPoolStaffRoutes } from './modules/talent-pool';
import { testimonialStaffRoutes } from './modules/testimonials';
import { uploadStaffRoutes } from './modules/uploads';
import { userStaffRoutes } from './modules/users';
import { welfareStaffRoutes } from './modules/welfare';
import { requireViewer } from './plugins/auth';
import { recordScopes } from './record-scopes';

/**
 * Everything under /api/admin is for staff: 401 without a token, 403 for any other user type. Each
 * endpoint says so too; this guard also covers a route added without one, and runs before the
 * schemas so that a stranger learns nothing from a validation message. Each module's staff routes
 * are registered here, under the guard.
 */
export async function staffArea(app: FastifyInstance) {
  app.addHook('preValidation', requireViewer(['Admin'], 'This area is for agency staff only.'));
  // The routes' declared scopes resolve their records through these (lib/staff-scope.ts).
  app.decorate('recordScopes', recordScopes);
  await app.register(applicationStaffRoutes);
  await app.register(talentPoolStaffRoutes);
  await app.register(clientStaffRoutes);
  // The passport rule's setting changes every application's stored readiness (the staff list's filter).
  await app.register(contentStaffRoutes, { onPassportRuleChange: storeEveryReadiness });
  await app.register(dashboardStaffRoutes);
  await app.register(deploymentStaffRoutes);
  await app.register(inquiryStaffRoutes);
  await app.register(shortlistStaffRoutes);
  await app.register(jobAlertStaffRoutes);
  await app.register(jobOpeningStaffRoutes);
  await app.register(lookupStaffRoutes);
  await app.register(offerStaffRoutes);
  await app.register(taskRunStaffRoutes);
  await app.register(outboxMailStaffRoutes);
  await app.register(textMessageStaffRoutes);
  await app.register(testimonialStaffRoutes);
  await app.register(uploadStaffRoutes);
  await app.register(userStaffRoutes);
  await app.register(securityStaffRoutes);
  await app.register(staffAccountRoutes);
  await app.register(interviewStaffRoutes);
  await app.register(accessRecordStaffRoutes);
  await app.register(welfareStaffRoutes);
}
