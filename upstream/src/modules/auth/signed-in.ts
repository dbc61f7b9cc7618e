import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { findUserWithBusinessType, presentUser, updateUser, type UserRow } from '../users';
import { touchProfile } from '../candidates';
import { recordFactorCheck } from './fresh-factor-repository';

/**
 * The end of every sign-in: the user and a new token. `secondFactor`: the staff member just gave one,
 * so this session starts with a fresh factor (the fresh-factor rule counts from it).
 */
export async function signedIn(ctx: AppContext, user: UserRow, { secondFactor = false } = {}) {
  const now = new Date();
  await updateUser(ctx.db, user.id, { lastLoginAt: now });
  await touchProfile(ctx.db, user.id);
  const row = await findUserWithBusinessType(ctx.db, user.id);
  const jti = randomUUID();
  const token = ctx.issueToken(user, jti);
  if (secondFactor) {
    const expiresAt = new Date(now.getTime() + ctx.config.JWT_TTL_SECONDS * 1000);
    await recordFactorCheck(ctx.db, { jti, userId: user.id, checkedAt: now, expiresAt });
  }
  return { data: presentUser(row!.user, row!.businessType), token };
}
