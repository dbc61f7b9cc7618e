import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { acceptStaffInvitation, viewStaffInvitation } from './staff-invitations';

/** A staff invitation's link: whom it is for, and accepting it (the password, then the second factor). */
export async function staffInvitationRoutes(app: FastifyInstance) {
  const { view, accept } = api.staffInvitations;
  route(app, view, ({ params }) => viewStaffInvitation(app, params.token));
  route(app, accept, ({ params, body }) => acceptStaffInvitation(app, params.token, body.password));
}
