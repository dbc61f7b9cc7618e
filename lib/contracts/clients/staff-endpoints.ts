import { z } from 'zod';
import { idParamsSchema, paginated } from '../core/staff-schemas';
import {
  clientDetailSchema,
  clientInputSchema,
  clientInviteSchema,
  clientListQuerySchema,
  clientMessages,
  clientOptionSchema,
  clientRowSchema,
} from './client';
import { envelope } from '../core/common';
import { assignmentInputSchema, assignmentSchema } from '../users/assignment';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

const clientParams = idParamsSchema(clientMessages.missing);

/** The agency's clients: list, create (or make from an inquiry), edit, invite and remove contacts. */
export const adminClientEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/clients',
    query: clientListQuerySchema,
    response: { 200: paginated(clientRowSchema) },
    ...staffOnly('clients'),
  }),
  /** Every client's id and name, for the job form's and the shortlist builder's selects. */
  options: defineEndpoint({
    method: 'GET',
    path: '/admin/clients/options',
    response: { 200: envelope(z.array(clientOptionSchema)) },
    ...staffOnly(['clients', 'hiring', 'job-openings']),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/clients',
    body: clientInputSchema,
    response: { 201: envelope(clientDetailSchema) },
    ...staffOnly('clients'),
  }),
  /**
   * One step from an inquiry: a client named as the inquiry's company, with its business type and
   * location; the inquiry is linked, and its sender invited (or linked, when an Employer account).
   */
  fromInquiry: defineEndpoint({
    method: 'POST',
    path: '/admin/clients/from-inquiry/:id',
    params: idParamsSchema('No such inquiry.'),
    response: { 201: envelope(clientDetailSchema) },
    ...staffOnly('clients'),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/clients/:id',
    params: clientParams,
    response: { 200: envelope(clientDetailSchema) },
    ...staffOnly('clients', { id: 'client' }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/clients/:id',
    params: clientParams,
    body: clientInputSchema,
    response: { 200: envelope(clientDetailSchema) },
    ...staffOnly('clients', { id: 'client' }),
  }),
  /** Mails a single-use link (valid 14 days) that signs up or links an account to the client. */
  invite: defineEndpoint({
    method: 'POST',
    path: '/admin/clients/:id/invites',
    params: clientParams,
    body: clientInviteSchema,
    response: { 201: envelope(clientDetailSchema) },
    ...staffOnly('clients', { id: 'client' }),
  }),
  revokeInvite: defineEndpoint({
    method: 'DELETE',
    path: '/admin/clients/:id/invites/:inviteId',
    params: clientParams.extend({ inviteId: z.string().uuid(clientMessages.inviteMissing) }),
    response: { 200: envelope(clientDetailSchema) },
    ...staffOnly('clients', { id: 'client' }),
  }),
  /** Who owns and works the client (a Manager's call): its recruiters see its records. */
  assignment: defineEndpoint({
    method: 'GET',
    path: '/admin/clients/:id/assignment',
    params: clientParams,
    response: { 200: envelope(assignmentSchema) },
    ...staffOnly('assignments', { id: 'client' }),
  }),
  assign: defineEndpoint({
    method: 'PUT',
    path: '/admin/clients/:id/assignment',
    params: clientParams,
    body: assignmentInputSchema,
    response: { 200: envelope(assignmentSchema) },
    ...staffOnly('assignments', { id: 'client' }),
  }),
  /** The account stays; it no longer sees the client's records. */
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: '/admin/clients/:id/contacts/:userId',
    params: clientParams.extend({ userId: z.string().uuid(clientMessages.contactMissing) }),
    response: { 200: envelope(clientDetailSchema) },
    ...staffOnly('clients', { id: 'client' }),
  }),
};
