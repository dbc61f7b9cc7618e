import { staffInvitationMessages, staffInvitationTtlHours } from '@contracts/users/staff-invitation';
import type { StaffRole } from '@contracts/users/staff-roles';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { staffInvitationMails } from '../mail';
import { findUserByEmail, findUserWithBusinessType, insertUser } from '../users';
import { startSecondFactor } from './second-factor-service';
import {
  findStaffInvitation,
  markStaffInvitationAccepted,
  replaceStaffInvitation,
} from './staff-invitation-repository';

/**
 * Invites a new staff member: the invitation (replacing any earlier one for the address) and the mail
 * with its single-use link (PUBLIC_URL/admin/invitation/<token>) in one transaction. An address that
 * already has an account is refused: its roles are changed on its page.
 */
export async function inviteStaff(
  ctx: AppContext,
  invitedBy: string,
  payload: { name: string; email: string; roles: StaffRole[] },
) {
  const email = payload.email.toLowerCase();
  if (await findUserByEmail(ctx.db, email)) throw conflict(staffInvitationMessages.accountExists);
  const manager = await findUserWithBusinessType(ctx.db, invitedBy);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + staffInvitationTtlHours * 60 * 60_000);
  const url = new URL(`/admin/invitation/${encodeURIComponent(token)}`, ctx.config.PUBLIC_URL).toString();
  await ctx.db.transaction(async (tx) => {
    await replaceStaffInvitation(tx, {
      email,
      name: payload.name,
      staffRoles: payload.roles,
      tokenHash: hashToken(token),
      invitedBy,
      expiresAt,
    });
    const from = manager?.user.name ?? 'A Manager';
    await ctx.mailer.queueIn(tx, { to: email, ...staffInvitationMails.invite(payload.name, payload.roles, from, url) });
  });
  return { data: { email, expiresAt: expiresAt.toISOString() } };
}

/** The invitation the token names while it can be used; else 404 saying whether it is unknown, used or expired. */
async function usableInvitation(db: Database, token: string, options: { lock?: boolean } = {}) {
  const invitation = await findStaffInvitation(db, hashToken(token), options);
  if (!invitation) throw notFound(staffInvitationMessages.unknown);
  if (invitation.acceptedAt) throw notFound(staffInvitationMessages.used);
  if (invitation.expiresAt.getTime() <= Date.now()) throw notFound(staffInvitationMessages.expired);
  return invitation;
}

export async function viewStaffInvitation(ctx: AppContext, token: string) {
  const invitation = await usableInvitation(ctx.db, token);
  return {
    data: {
      name: invitation.name,
      email: invitation.email,
      staffRoles: invitation.staffRoles,
      expiresAt: invitation.expiresAt.toISOString(),
    },
  };
}

/**
 * The invited account: a staff account with the invitation's name and roles, its address verified
 * (the link was mailed there), the password given. Answered as a staff member's password is: the
 * account has no authenticator app, so the sign-in goes on to setting one up.
 */
export async function acceptStaffInvitation(ctx: AppContext, token: string, password: string) {
  const passwordHash = await hashPassword(password, ctx.config.SCRYPT_COST);
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const invitation = await usableInvitation(tx, token, { lock: true });
      if (await findUserByEmail(tx, invitation.email)) throw conflict(staffInvitationMessages.accountExists);
      const created = await insertUser(tx, {
        userType: 'Admin',
        name: invitation.name,
        email: invitation.email,
        passwordHash,
        emailVerifiedAt: new Date(),
        staffRoles: invitation.staffRoles,
      });
      // The row is locked: only a second acceptance that waited for it could find it used, and it throws above.
      await markStaffInvitationAccepted(tx, invitation.id, created.id);
      return created;
    });
  } catch (err) {
    // The address got an account meanwhile (the unique index lets one through).
    if (isUniqueViolation(err, 'users_email_unique')) throw conflict(staffInvitationMessages.accountExists);
    throw err;
  }
  return startSecondFactor(ctx, user);
}
