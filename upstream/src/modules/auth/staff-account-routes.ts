import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { resetStaffSecondFactor } from './staff-factor-reset';
import { inviteStaff } from './staff-invitations';

/** A Manager's part of staff sign-in: inviting a new staff member, resetting a lost second factor. */
export async function staffAccountRoutes(app: FastifyInstance) {
  route(app, api.adminUsers.invite, ({ viewer, body }) => inviteStaff(app, viewer.id, body));
  route(app, api.adminUsers.resetSecondFactor, ({ viewer, params }) =>
    resetStaffSecondFactor(app, params.id, viewer.id),
  );
}
