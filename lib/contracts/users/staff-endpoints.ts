import { z } from 'zod';
import { assignableStaffSchema } from './assignment';
import { adminUserListQuerySchema, adminUserSchema, userStatusChangedSchema, userStatusSchema } from './staff';
import { idParamsSchema, paginated } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

export const adminUserEndpoints = {
  /** Users by name or email, a page at a time; never a password hash (the schema has none). */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    query: adminUserListQuerySchema,
    response: { 200: paginated(adminUserSchema) },
    ...staffOnly('accounts'),
  }),
  /** Active staff who may own or work a client or job order (Recruiters and Managers), by name. */
  assignable: defineEndpoint({
    method: 'GET',
    path: '/admin/users/assignable',
    response: { 200: envelope(z.array(assignableStaffSchema)) },
    ...staffOnly('assignments'),
  }),
  /** Disables (ending every session at once) or enables an account. */
  setDisabled: defineEndpoint({
    method: 'PATCH',
    path: '/admin/users/:id',
    params: idParamsSchema('No such user.'),
    body: userStatusSchema,
    response: { 200: envelope(userStatusChangedSchema) },
    ...staffOnly('accounts'),
  }),
};
