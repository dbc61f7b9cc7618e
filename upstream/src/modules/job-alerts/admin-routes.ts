import type { FastifyInstance } from 'fastify';
import { jobAlertMessages } from '@contracts/job-alert';
import type { AdminJobAlert } from '@contracts/job-alert-admin';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { deleteAlert, findAlertsForStaff } from './repository';

type StaffRow = Awaited<ReturnType<typeof findAlertsForStaff>>['rows'][number];

function toAdminJobAlert({ alert, position, location }: StaffRow): AdminJobAlert {
  return {
    _id: alert.id,
    email: alert.email,
    forCandidate: alert.userId !== null,
    q: alert.query,
    position: position ? { _id: position.id, name: position.name } : null,
    location: location ? { _id: location.id, name: location.name } : null,
    confirmed: alert.confirmedAt !== null,
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
    createdAt: alert.createdAt.toISOString(),
  };
}

/**
 * Staff see the saved job alerts and stop one for whoever asks them to (a person who cannot find
 * the unsubscribe link): the alert is deleted, as the link does.
 */
export default async function adminJobAlertRoutes(app: FastifyInstance) {
  route(app, api.adminJobAlerts.list, async ({ query: { email, page, pageSize } }) => {
    const { rows, total } = await findAlertsForStaff(app.db, { email, limit: pageSize, offset: (page - 1) * pageSize });
    return { data: rows.map(toAdminJobAlert), total, page, pageSize };
  });
  route(app, api.adminJobAlerts.remove, async ({ params }) => {
    if (!(await deleteAlert(app.db, params.id))) throw notFound(jobAlertMessages.notFound);
    return { message: jobAlertMessages.deleted };
  });
}
