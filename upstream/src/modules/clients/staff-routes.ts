import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
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
  route(app, clients.list, ({ query }) => listClientsPage(app, query));
  route(app, clients.options, () => clientOptions(app));
  route(app, clients.create, ({ body }) => createClient(app, body));
  route(app, clients.fromInquiry, ({ params, viewer }) => clientFromInquiry(app, params.id, viewer));
  route(app, clients.detail, async ({ params }) => ({ data: await getClientDetail(app, params.id) }));
  route(app, clients.update, ({ params, body }) => editClient(app, params.id, body));
  route(app, clients.invite, ({ params, body, viewer }) => inviteContact(app, params.id, body.email, viewer));
  route(app, clients.revokeInvite, ({ params }) => revokeInvite(app, params.id, params.inviteId));
  route(app, clients.removeContact, ({ params }) => removeContact(app, params.id, params.userId));
}
