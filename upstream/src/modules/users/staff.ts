import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from './repository';

/** A password that meets the sign-up rules: letters, digits and one of @$!%*?&. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}7@`;
}

/** Creates a staff (Admin) account, verified; throws a clear error if the email is taken. */
export async function createStaffAccount(
  db: Database,
  account: { email: string; name: string; password: string },
  scryptCost: number,
) {
  try {
    return await insertUser(db, {
      userType: 'Admin',
      name: account.name,
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password, scryptCost),
      emailVerifiedAt: new Date(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Error(`An account with the email ${account.email} already exists.`);
    throw err;
  }
}
