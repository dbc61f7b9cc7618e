import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getDashboard } from './service';

/** What arrived since the staff member's last visit, and applications per job and per week over the last 12 weeks. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, api.adminDashboard.get, async ({ viewer }) => ({ data: await getDashboard(app, viewer.id) }));
}
