import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listUsersForStaff, setUserDisabled } from './staff-service';
import { findAssignableStaff } from './assignment';
import { changeStaffRoles, getStaffMember } from './staff-member';

/** Staff list and search users, disable or enable an account, and see and set a staff member's roles. */
export async function userStaffRoutes(app: FastifyInstance) {
  route(app, api.adminUsers.list, ({ query }) => listUsersForStaff(app, query));

  route(app, api.adminUsers.assignable, async () => ({ data: await findAssignableStaff(app.db) }));

  route(app, api.adminUsers.setDisabled, async ({ params: { id }, body: { isDisabled }, viewer }) => ({
    data: await setUserDisabled(app, id, isDisabled, viewer.id),
  }));

  route(app, api.adminUsers.staffMember, ({ params }) => getStaffMember(app, params.id));

  route(app, api.adminUsers.setRoles, ({ params, body }) => changeStaffRoles(app, params.id, body.roles));
}
