import { privacyMessages } from '@contracts/privacy/privacy';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserWithBusinessType } from '../users';
import { eraseAccount } from './erase';

/** The person deletes their own account, confirming with their password; nothing changes on a wrong one. */
export async function deleteOwnAccount(ctx: AppContext, userId: string, password: string) {
  const row = await findUserWithBusinessType(ctx.db, userId);
  if (!row) throw notFound('This account no longer exists.');
  if (!(await verifyPassword(password, row.user.passwordHash))) {
    throw badRequest(privacyMessages.wrongPassword, 'password');
  }
  if (!(await eraseAccount(ctx, userId, 'request'))) throw notFound('This account no longer exists.');
  return { message: privacyMessages.deleted };
}
