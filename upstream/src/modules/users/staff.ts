import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@contracts/users/staff-roles';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from './repository';

/** A password that meets the sign-up rules: letters, digits and one of @$!%*?&. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}7@`;
}

/** Creates a staff (Admin) account with its roles, verified; throws a clear error if the email is taken. */
export async function createStaffAccount(
  db: Database,
  account: { email: string; name: string; password: string; roles: readonly StaffRole[] },
  scryptCost: number,
) {
  try {
    return await insertUser(db, {
      userType: 'Admin',
      name: account.name,
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password, scryptCost),
      emailVerifiedAt: new Date(),
      staffRoles: [...account.roles],
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Error(`An account with the email ${account.email} already exists.`);
    throw err;
  }
}

/** Gives a staff account its roles (replacing any it held); they hold from its next request. */
export async function setStaffRoles(db: Database, userId: string, roles: readonly StaffRole[]) {
  await db
    .update(users)
    .set({ staffRoles: [...roles] })
    .where(and(eq(users.id, userId), eq(users.userType, 'Admin')));
}
