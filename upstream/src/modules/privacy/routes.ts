import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendPersonalDataZip } from './export';
import { deleteOwnAccount } from './service';

export async function privacyRoutes(app: FastifyInstance) {
  // The caller's own data only: the route takes no id, so nobody (staff included) reaches another's.
  route(app, api.privacy.exportData, ({ viewer, reply }) => sendPersonalDataZip(app, viewer.id, reply));
  route(app, api.privacy.deleteAccount, ({ viewer, body }) => deleteOwnAccount(app, viewer.id, body.password));
}
