import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserListQuerySchema, userStatusSchema, type AdminUser } from '@contracts/admin';
import { badRequest, notFound } from '../../http-error';
import { validate } from '../../lib/validate';
import { bumpTokenVersion, findAuthState, listUsers, updateUser, type UserRow } from '../users/repository';

const idParams = z.object({ id: z.string().uuid('No such user.') });

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
  app.get('/users', async (request) => {
    const { q, page, pageSize } = validate(adminUserListQuerySchema, request.query);
    const { rows, total } = await listUsers(app.db, { q, limit: pageSize, offset: (page - 1) * pageSize });
    return { data: rows.map(toAdminUser), total, page, pageSize };
  });

  app.patch('/users/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const { isDisabled } = validate(userStatusSchema, request.body);
    if (id === request.viewer!.id) throw badRequest('You cannot disable your own account.', 'isDisabled');
    if (!(await findAuthState(app.db, id))) throw notFound('No such user.');
    await app.db.transaction(async (tx) => {
      await updateUser(tx, id, { isDisabled });
      // Disabling ends every session at once.
      if (isDisabled) await bumpTokenVersion(tx, id);
    });
    return { data: { _id: id, isDisabled } };
  });
}
