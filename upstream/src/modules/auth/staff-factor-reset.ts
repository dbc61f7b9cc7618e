import { eq } from 'drizzle-orm';
import { staffMemberMessages } from '@contracts/users/staff-member';
import type { AppContext } from '../../context';
import {
  passkeyChallenges,
  pendingSignIns,
  secondFactorChecks,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
} from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { bumpTokenVersion, findUserWithBusinessType } from '../users';

/**
 * A staff member who lost their phone: their authenticator app, passkeys and recovery codes go, with
 * any sign-in half done, and every session ends; their next sign-in sets up an app again (as a new
 * account's does). A Manager cannot do it to themselves: another Manager must.
 */
export async function resetStaffSecondFactor(ctx: AppContext, userId: string, managerId: string) {
  if (userId === managerId) throw badRequest(staffMemberMessages.ownFactor);
  const row = await findUserWithBusinessType(ctx.db, userId);
  if (row?.user.userType !== 'Admin') throw notFound(staffMemberMessages.missing);
  await ctx.db.transaction(async (tx) => {
    for (const table of [staffTotp, staffRecoveryCodes, staffPasskeys, passkeyChallenges, pendingSignIns]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(secondFactorChecks).where(eq(secondFactorChecks.userId, userId));
    await bumpTokenVersion(tx, userId);
  });
  return { message: staffMemberMessages.factorReset };
}
