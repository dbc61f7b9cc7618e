import { z } from 'zod';
import { messageResponseSchema } from '../auth/accounts';
import { defineEndpoint } from '../core/endpoint';
import { idField } from '../core/fields';
import { jobAlertMessages } from './alert';
import { adminJobAlertListQuerySchema, adminJobAlertListSchema } from './staff';
import { staffOnly } from '../core/staff-endpoint';

export const adminJobAlertEndpoints = {
  /** Every saved job alert, newest first, or those of one address (part of it is enough). */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/job-alerts',
    query: adminJobAlertListQuerySchema,
    response: { 200: adminJobAlertListSchema },
    ...staffOnly('requests'),
  }),
  /** Stops an alert for whoever asked staff to (it is deleted, as unsubscribing does). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/job-alerts/:id',
    params: z.object({ id: idField(jobAlertMessages.notFound) }),
    response: { 200: messageResponseSchema },
    ...staffOnly('requests'),
  }),
};
