import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { confirmJobAlert, createJobAlert, listOwnAlerts, removeOwnAlert, unsubscribeJobAlert } from './service';

export async function jobAlertRoutes(app: FastifyInstance) {
  route(app, api.jobAlerts.create, ({ viewer, body }) => createJobAlert(app, viewer, body));
  route(app, api.jobAlerts.list, ({ viewer }) => listOwnAlerts(app, viewer.id));
  route(app, api.jobAlerts.remove, ({ viewer, params }) => removeOwnAlert(app, viewer.id, params.id));
  route(app, api.jobAlerts.confirm, ({ body }) => confirmJobAlert(app, body.token));
  route(app, api.jobAlerts.unsubscribe, ({ body }) => unsubscribeJobAlert(app, body.token));
}
