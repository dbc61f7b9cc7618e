import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { requireViewer } from '../../plugins/auth';
import { clientAddress } from '../../lib/client-address';
import { route } from '../../lib/endpoint-route';
import { forgotPassword, login, logout, logoutEverywhere, register, resetPassword, verifyEmail } from './service';
import { secondFactorRoutes } from './second-factor-routes';
import { staffInvitationRoutes } from './staff-invitation-routes';

export async function authRoutes(app: FastifyInstance) {
  route(app, api.auth.register, ({ body }) => register(app, body));
  route(app, api.auth.login, ({ body, request }) => login(app, body, clientAddress(request)));
  route(app, api.auth.verifyEmail, ({ params }) => verifyEmail(app, params.email, params.token));
  route(app, api.auth.forgotPassword, ({ body }) => forgotPassword(app, body.email));
  route(app, api.auth.resetPassword, ({ params, body }) => resetPassword(app, params.resetToken, body.newPassword));

  // A token already revoked may log out again (the website may retry); no valid token is a 401.
  route(app, api.auth.logout, async ({ request }) => {
    if (!request.bearer) await requireViewer()(request);
    return logout(app, request.viewer?.id, request.bearer!);
  });

  route(app, api.auth.logoutAll, ({ viewer }) => logoutEverywhere(app, viewer.id));
  await secondFactorRoutes(app);
  await staffInvitationRoutes(app);
}
