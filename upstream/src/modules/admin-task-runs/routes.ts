import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listTaskRunsForStaff } from './service';

/** Staff see what the scheduled tasks did: recent runs, newest first, and which tasks there are. */
export default async function adminTaskRunRoutes(app: FastifyInstance) {
  route(app, api.adminTaskRuns.list, ({ query }) => listTaskRunsForStaff(app, query));
}
