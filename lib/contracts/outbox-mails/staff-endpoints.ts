import { defineEndpoint } from '../core/endpoint';
import { failedMailListQuerySchema, failedMailListSchema } from './outbox-mail';
import { staffOnly } from '../core/staff-endpoint';

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
