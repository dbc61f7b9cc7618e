import { defineEndpoint } from '../core/endpoint';
import { taskRunListQuerySchema, taskRunListSchema } from './task-runs';
import { staffOnly } from '../core/staff-endpoint';

export const adminTaskRunEndpoints = {
  /** The scheduled tasks' recent runs, newest first (failures with their error), and the task list. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/task-runs',
    query: taskRunListQuerySchema,
    response: { 200: taskRunListSchema },
    ...staffOnly('operations'),
  }),
};
