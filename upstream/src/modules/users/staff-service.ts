import type { AdminUser } from '@contracts/users/staff';
import type { ParsedQueryOf } from '@contracts/core/endpoint';
import type { api } from '@contracts/endpoints';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http-error';
import { bumpTokenVersion, findAuthState, listUsers, updateUser, type UserRow } from './repository';

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

/** One page of the users matching `q` (by name or email), as staff see them. */
export async function listUsersForStaff(
  ctx: AppContext,
  { q, page, pageSize }: ParsedQueryOf<typeof api.adminUsers.list>,
) {
  const { rows, total } = await listUsers(ctx.db, { q, limit: pageSize, offset: (page - 1) * pageSize });
  return { data: rows.map(toAdminUser), total, page, pageSize };
}

/** Disables or enables an account; staff cannot disable their own. */
export async function setUserDisabled(ctx: AppContext, id: string, isDisabled: boolean, staffId: string) {
  if (id === staffId) throw badRequest('You cannot disable your own account.', 'isDisabled');
  if (!(await findAuthState(ctx.db, id))) throw notFound('No such user.');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { isDisabled });
    // Disabling ends every session at once.
    if (isDisabled) await bumpTokenVersion(tx, id);
  });
  return { _id: id, isDisabled };
}
