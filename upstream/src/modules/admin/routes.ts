import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import adminApplicationRoutes from '../admin-applications/routes';
import adminCandidateRoutes from '../admin-candidates/routes';
import adminClientRoutes from '../admin-clients/routes';
import adminContentRoutes from '../admin-content/routes';
import adminDashboardRoutes from '../admin-dashboard/routes';
import adminDeploymentDocumentRoutes from '../admin-deployment-documents/routes';
import adminJobAlertRoutes from '../admin-job-alerts/routes';
import adminJobOpeningRoutes from '../admin-job-openings/routes';
import adminLookupRoutes from '../admin-lookups/routes';
import adminOfferRoutes from '../admin-offers/routes';
import { adminInterviewRoutes } from '../interviews/routes';
import adminRequestRoutes from '../admin-requests/routes';
import adminShortlistRoutes from '../admin-shortlists/routes';
import adminTaskRunRoutes from '../admin-task-runs/routes';
import adminOutboxMailRoutes from '../admin-outbox-mails/routes';
import adminTestimonialRoutes from '../admin-testimonials/routes';
import adminUploadRoutes from '../admin-uploads/routes';
import adminUserRoutes from '../admin-users/routes';

/**
 * Everything under /api/admin is for staff: 401 without a token, 403 for any other user type. Each
 * endpoint says so too; this guard also covers a route added without one, and runs before the
 * schemas so that a stranger learns nothing from a validation message.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('preValidation', requireViewer(['Admin'], 'This area is for agency staff only.'));
  await app.register(adminApplicationRoutes);
  await app.register(adminCandidateRoutes);
  await app.register(adminClientRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminDeploymentDocumentRoutes);
  await app.register(adminRequestRoutes);
  await app.register(adminShortlistRoutes);
  await app.register(adminJobAlertRoutes);
  await app.register(adminJobOpeningRoutes);
  await app.register(adminLookupRoutes);
  await app.register(adminOfferRoutes);
  await app.register(adminTaskRunRoutes);
  await app.register(adminOutboxMailRoutes);
  await app.register(adminTestimonialRoutes);
  await app.register(adminUploadRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminInterviewRoutes);
}
