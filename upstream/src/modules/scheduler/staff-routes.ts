import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listTaskRunsForStaff } from './task-runs';

/** Staff see what the scheduled tasks did: recent runs, newest first, and which tasks there are. */
export async function taskRunStaffRoutes(app: FastifyInstance) {
  route(app, api.adminTaskRuns.list, ({ query }) => listTaskRunsForStaff(app, query));
}
