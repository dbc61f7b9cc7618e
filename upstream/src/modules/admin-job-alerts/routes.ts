import type { FastifyInstance } from 'fastify';
import { jobAlertMessages } from '@contracts/job-alert';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { presentAdminJobAlert } from '../job-alerts/present';
import { deleteAlert, findAlertsForStaff } from '../job-alerts/repository';

/**
 * Staff see the saved job alerts and stop one for whoever asks them to (a person who cannot find
 * the unsubscribe link): the alert is deleted, as the link does.
 */
export default async function adminJobAlertRoutes(app: FastifyInstance) {
  route(app, api.adminJobAlerts.list, async ({ query: { email, page, pageSize } }) => {
    const { rows, total } = await findAlertsForStaff(app.db, { email, limit: pageSize, offset: (page - 1) * pageSize });
    return { data: rows.map(presentAdminJobAlert), total, page, pageSize };
  });
  route(app, api.adminJobAlerts.remove, async ({ params }) => {
    if (!(await deleteAlert(app.db, params.id))) throw notFound(jobAlertMessages.notFound);
    return { message: jobAlertMessages.deleted };
  });
}
