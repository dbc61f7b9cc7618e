import { defineEndpoint } from '../endpoint';
import { failedMailListQuerySchema, failedMailListSchema } from '../outbox-mails';
import { staffOnly } from './admin-staff';

export const adminOutboxMailEndpoints = {
  /** Mails whose every attempt to send failed, newest first. */
  failed: defineEndpoint({
    method: 'GET',
    path: '/admin/outbox-mails/failed',
    query: failedMailListQuerySchema,
    response: { 200: failedMailListSchema },
    ...staffOnly('operations'),
  }),
};
