import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import adminApplicationRoutes from '../admin-applications/routes';
import adminDashboardRoutes from '../admin-dashboard/routes';
import adminDeploymentDocumentRoutes from '../deployment-documents/admin-routes';
import adminRequestRoutes from '../admin-requests/routes';
import adminJobAlertRoutes from '../job-alerts/admin-routes';
import adminTaskRunRoutes from '../scheduler/routes';
import adminContentRoutes from './content-routes';
import adminJobOpeningRoutes from './job-opening-routes';
import adminLookupRoutes from './lookup-routes';
import adminTestimonialRoutes from './testimonial-routes';
import adminUploadRoutes from './upload-routes';
import adminUserRoutes from './user-routes';

/**
 * Everything under /api/admin is for staff: 401 without a token, 403 for any other user type. Each
 * endpoint says so too; this guard also covers a route added without one, and runs before the
 * schemas so that a stranger learns nothing from a validation message.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('preValidation', requireViewer(['Admin'], 'This area is for agency staff only.'));
  await app.register(adminApplicationRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminDeploymentDocumentRoutes);
  await app.register(adminRequestRoutes);
  await app.register(adminJobAlertRoutes);
  await app.register(adminJobOpeningRoutes);
  await app.register(adminLookupRoutes);
  await app.register(adminTaskRunRoutes);
  await app.register(adminTestimonialRoutes);
  await app.register(adminUploadRoutes);
  await app.register(adminUserRoutes);
}
