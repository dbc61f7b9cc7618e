import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { acceptInvite, signUpFromInvite, viewInvite } from './invites';

/** A client's invitation: what its link shows, accepting it signed in, or signing up from it. */
export async function clientInviteRoutes(app: FastifyInstance) {
  const { employer } = api;
  route(app, employer.invite, ({ params }) => viewInvite(app, params.token));
  route(app, employer.acceptInvite, ({ params, viewer }) => acceptInvite(app, viewer, params.token));
  route(app, employer.inviteSignUp, ({ params, body }) => signUpFromInvite(app, params.token, body));
}
