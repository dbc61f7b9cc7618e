import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { createChartCounts } from './chart-counts';
import { getDashboard } from './service';

/** What arrived since the staff member's last visit, and applications per job and per week over the last 12 weeks. */
export async function dashboardStaffRoutes(app: FastifyInstance) {
  const chartCounts = createChartCounts();
  route(app, api.adminDashboard.get, async ({ viewer }) => ({ data: await getDashboard(app, chartCounts, viewer.id) }));
}
