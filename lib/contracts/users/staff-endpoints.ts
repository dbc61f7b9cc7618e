import { z } from 'zod';
import { assignableStaffSchema } from './assignment';
import { adminUserListQuerySchema, adminUserSchema, userStatusChangedSchema, userStatusSchema } from './staff';
import { idParamsSchema, paginated } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import { messageResponseSchema } from '../auth/accounts';
import { staffInvitationSchema, staffInvitationSentSchema } from './staff-invitation';
import { staffMemberMessages, staffMemberSchema, staffRolesInputSchema } from './staff-member';

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
  /** Mails a new staff member a single-use link (72 h) that sets their password; a new one replaces the last. */
  invite: defineEndpoint({
    method: 'POST',
    path: '/admin/users/invitations',
    body: staffInvitationSchema,
    response: { 201: envelope(staffInvitationSentSchema) },
    ...staffOnly('accounts'),
  }),
  /** A staff account's page: roles, second factor, the clients and job orders they own or work. */
  staffMember: defineEndpoint({
    method: 'GET',
    path: '/admin/users/:id/staff',
    params: idParamsSchema(staffMemberMessages.missing),
    response: { 200: envelope(staffMemberSchema) },
    ...staffOnly('accounts'),
  }),
  /** Replaces a staff member's roles; they hold from the next request (read per request, not from the token). */
  setRoles: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/roles',
    params: idParamsSchema(staffMemberMessages.missing),
    body: staffRolesInputSchema,
    response: { 200: messageResponseSchema },
    ...staffOnly('accounts'),
    freshFactor: true,
  }),
  /** A lost phone: removes the authenticator app, passkeys and recovery codes, and ends every session. */
  resetSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:id/second-factor/reset',
    params: idParamsSchema(staffMemberMessages.missing),
    response: { 200: messageResponseSchema },
    ...staffOnly('accounts'),
    freshFactor: true,
  }),
};
