import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@contracts/staff-roles';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Gives a staff account its roles (replacing any it held); they hold from its next request. Used
 * right after createStaffAccount, in the same transaction, by the CLI, the seed and the tests.
 */
export async function setStaffRoles(db: Database, userId: string, roles: readonly StaffRole[]) {
  await db
    .update(users)
    .set({ staffRoles: [...roles] })
    .where(and(eq(users.id, userId), eq(users.userType, 'Admin')));
}
