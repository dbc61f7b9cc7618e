import { staffMemberMessages } from '@contracts/users/staff-member';
import type { StaffRole } from '@contracts/users/staff-roles';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http-error';
import { setStaffRoles } from './staff';
import {
  countOtherActiveManagers,
  findClientsWorked,
  findJobOrdersWorked,
  findStaffAccount,
} from './staff-member-repository';

/** A staff member's page: account, roles, second factor, and what they own or work. */
export async function getStaffMember(ctx: AppContext, id: string) {
  const row = await findStaffAccount(ctx.db, id);
  if (!row) throw notFound(staffMemberMessages.missing);
  const [clients, jobOrders] = await Promise.all([findClientsWorked(ctx.db, id), findJobOrdersWorked(ctx.db, id)]);
  const { user } = row;
  return {
    data: {
      _id: user.id,
      name: user.name,
      email: user.email,
      staffRoles: user.staffRoles,
      isDisabled: user.isDisabled,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      authenticatorApp: row.authenticatorApp,
      passkeys: row.passkeys,
      clients,
      jobOrders,
    },
  };
}

/**
 * Gives a staff member these roles. They hold from the next request (every request reads the roles,
 * not the token), so no session ends. The last active Manager keeps the role: someone must manage.
 */
export async function changeStaffRoles(ctx: AppContext, id: string, roles: StaffRole[]) {
  await ctx.db.transaction(async (tx) => {
    const row = await findStaffAccount(tx, id);
    if (!row) throw notFound(staffMemberMessages.missing);
    const losesManager = row.user.staffRoles.includes('Manager') && !roles.includes('Manager');
    if (losesManager && !row.user.isDisabled && (await countOtherActiveManagers(tx, id)) === 0) {
      throw conflict(staffMemberMessages.lastManager);
    }
    await setStaffRoles(tx, id, roles);
  });
  return { message: staffMemberMessages.rolesSaved };
}
