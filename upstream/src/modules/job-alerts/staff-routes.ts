import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listAlertsForStaff, stopAlert } from './staff-service';

/**
 * Staff see the saved job alerts and stop one for whoever asks them to (a person who cannot find
 * the unsubscribe link): the alert is deleted, as the link does.
 */
export async function jobAlertStaffRoutes(app: FastifyInstance) {
  route(app, api.adminJobAlerts.list, ({ query }) => listAlertsForStaff(app, query));
  route(app, api.adminJobAlerts.remove, ({ params }) => stopAlert(app, params.id));
}
