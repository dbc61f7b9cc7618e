import type { FastifyInstance } from 'fastify';
import type { AdminUser } from '@contracts/admin';
import { api } from '@contracts/endpoints';
import { badRequest, notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { bumpTokenVersion, findAuthState, listUsers, updateUser, type UserRow } from '../users/repository';

function toAdminUser(u: UserRow): AdminUser {
  return {
    _id: u.id,
    userType: u.userType,
    name: u.name,
    email: u.email,
    phone: u.phone,
    companyName: u.companyName,
    emailVerified: u.emailVerifiedAt !== null,
    isDisabled: u.isDisabled,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Staff list and search users, and disable or enable an account. */
export default async function adminUserRoutes(app: FastifyInstance) {
  route(app, api.adminUsers.list, async ({ query: { q, page, pageSize } }) => {
    const { rows, total } = await listUsers(app.db, { q, limit: pageSize, offset: (page - 1) * pageSize });
    return { data: rows.map(toAdminUser), total, page, pageSize };
  });

  route(app, api.adminUsers.setDisabled, async ({ params: { id }, body: { isDisabled }, viewer }) => {
    if (id === viewer.id) throw badRequest('You cannot disable your own account.', 'isDisabled');
    if (!(await findAuthState(app.db, id))) throw notFound('No such user.');
    await app.db.transaction(async (tx) => {
      await updateUser(tx, id, { isDisabled });
      // Disabling ends every session at once.
      if (isDisabled) await bumpTokenVersion(tx, id);
    });
    return { data: { _id: id, isDisabled } };
  });
}
