import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import { failedTextListQuerySchema, failedTextListSchema } from './staff';

export const adminTextMessageEndpoints = {
  /** SMS and WhatsApp messages that failed or were reported undelivered, newest first (beside the failed mails). */
  failed: defineEndpoint({
    method: 'GET',
    path: '/admin/text-messages/failed',
    query: failedTextListQuerySchema,
    response: { 200: failedTextListSchema },
    ...staffOnly('operations'),
  }),
};
