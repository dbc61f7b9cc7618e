import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { assignClient, clientAssignment } from './assignment';
import {
  clientFromInquiry,
  clientOptions,
  createClient,
  editClient,
  getClientDetail,
  inviteContact,
  listClientsPage,
  removeContact,
  revokeInvite,
} from './service';

/** The agency's clients: list and search, create (or make from an inquiry), edit, invite and remove contacts. */
export async function clientStaffRoutes(app: FastifyInstance) {
  const clients = api.adminClients;
  route(app, clients.list, ({ query, scope }) => listClientsPage(app, query, scope));
  route(app, clients.options, ({ scope }) => clientOptions(app, scope));
  route(app, clients.create, ({ body, scope }) => createClient(app, body, scope));
  route(app, clients.fromInquiry, ({ params, viewer, scope }) => clientFromInquiry(app, params.id, viewer, scope));
  route(app, clients.detail, async ({ params }) => ({ data: await getClientDetail(app, params.id) }));
  route(app, clients.update, ({ params, body }) => editClient(app, params.id, body));
  route(app, clients.invite, ({ params, body, viewer }) => inviteContact(app, params.id, body.email, viewer));
  route(app, clients.revokeInvite, ({ params }) => revokeInvite(app, params.id, params.inviteId));
  route(app, clients.removeContact, ({ params }) => removeContact(app, params.id, params.userId));
  route(app, clients.assignment, ({ params }) => clientAssignment(app, params.id));
  route(app, clients.assign, ({ params, body }) => assignClient(app, params.id, body));
}
