import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import { accessRecordPageSchema, accessRecordQuerySchema } from './record';

/** The record of access, for Managers: searched, never changed (no endpoint writes or removes an entry). */
export const adminAccessRecordEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/admin/access-records',
    query: accessRecordQuerySchema,
    response: { 200: accessRecordPageSchema },
    ...staffOnly('access-records'),
    // The entries name people (and their accounts' names and emails): reading them is recorded too.
    personalRead: { kind: 'access-records-search', subject: 'many', fields: ['staff', 'subject'] },
  }),
};
