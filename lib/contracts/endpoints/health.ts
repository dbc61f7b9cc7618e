import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

export const healthEndpoints = {
  /** Liveness: the process answers. */
  live: defineEndpoint({
    method: 'GET',
    path: '/health',
    response: { 200: z.object({ status: z.literal('ok') }) },
    access: 'anyone',
  }),
  /** Readiness: the database answers too (503 when it does not). */
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
    access: 'anyone',
  }),
};
