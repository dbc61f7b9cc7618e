import { clientMessages, type InviteSignUpPayload } from '@contracts/clients/client';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../http-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Viewer } from '../../viewer';
import { findAccountMembership, findClient, insertContact, replaceInvite } from './repository';
import { employerPortalMails } from '../mail';
import { privacyTerms, recordConsent } from '../consents';
import { findUserWithBusinessType, insertUser, presentUser } from '../users';
import { accountExists, findInviteByHash, markInviteAccepted } from './invite-repository';

/** How long an invitation's link works. */
export const inviteTtlDays = 14;

/**
 * Stores a new invitation and mails its single-use link (PUBLIC_URL/employer/invite/<token>, the
 * website's page), both in the caller's transaction: the token exists only in that mail.
 */
export async function issueInvite(
  ctx: AppContext,
  tx: Database,
  values: { clientId: string; clientName: string; email: string; invitedBy: string },
) {
  const token = randomToken();
  const email = values.email.toLowerCase();
  await replaceInvite(tx, {
    clientId: values.clientId,
    invitedBy: values.invitedBy,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + inviteTtlDays * 86_400_000),
  });
  const url = new URL(`/employer/invite/${encodeURIComponent(token)}`, ctx.config.PUBLIC_URL).toString();
  await ctx.mailer.queueIn(tx, { to: email, ...employerPortalMails.invite(values.clientName, url) });
}

/** The invitation the token names while it can still be used; unknown, used and expired alike are 404. */
async function usableInvite(db: Database, token: string, options: { lock?: boolean } = {}) {
  const invite = await findInviteByHash(db, hashToken(token), options);
  if (!invite || invite.acceptedAt || invite.expiresAt.getTime() <= Date.now()) {
    throw notFound(clientMessages.inviteGone);
  }
  return invite;
}

export async function viewInvite(ctx: AppContext, token: string) {
  const invite = await usableInvite(ctx.db, token);
  return {
    data: { clientName: invite.clientName, email: invite.email, hasAccount: await accountExists(ctx.db, invite.email) },
  };
}

/** The signed-in Employer account with the invited address joins the client (once; the link is then used). */
export async function acceptInvite(ctx: AppContext, viewer: Viewer, token: string) {
  await ctx.db.transaction(async (tx) => {
    const invite = await usableInvite(tx, token, { lock: true });
    const account = await findAccountMembership(tx, viewer.id);
    if (!account || account.email.toLowerCase() !== invite.email.toLowerCase()) {
      throw forbidden(clientMessages.inviteOtherEmail);
    }
    if (account.clientId && account.clientId !== invite.clientId) throw conflict(clientMessages.inviteOtherClient);
    // Another acceptance for another client may have linked it since: the unique index decides.
    if (!account.clientId && !(await insertContact(tx, invite.clientId, viewer.id))) {
      throw conflict(clientMessages.inviteOtherClient);
    }
    await markInviteAccepted(tx, invite.id, viewer.id);
  });
  return { message: clientMessages.accepted };
}

/**
 * A new Employer account for the invited address: verified (the link was mailed there), the sign-up
 * consent recorded as /auth/register does, linked to the client, and signed in (answered as a login).
 */
export async function signUpFromInvite(ctx: AppContext, token: string, payload: InviteSignUpPayload) {
  const passwordHash = await hashPassword(payload.password, ctx.config.SCRYPT_COST);
  const { retentionMonths } = await privacyTerms(ctx.db);
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const invite = await usableInvite(tx, token, { lock: true });
      if (await accountExists(tx, invite.email)) throw conflict(clientMessages.accountExists);
      const client = await findClient(tx, invite.clientId);
      const now = new Date();
      const created = await insertUser(tx, {
        userType: 'Employer',
        name: payload.name,
        email: invite.email,
        phone: payload.phone,
        passwordHash,
        companyName: client?.name ?? '',
        businessTypeId: client?.businessTypeId ?? null,
        emailVerifiedAt: now,
        lastLoginAt: now,
      });
      await recordConsent(tx, { userId: created.id, kind: 'signup', retentionMonths });
      await insertContact(tx, invite.clientId, created.id);
      await markInviteAccepted(tx, invite.id, created.id);
      return created;
    });
  } catch (err) {
    // The address signed up by itself meanwhile: the unique index lets one through.
    if (isUniqueViolation(err, 'users_email_unique')) throw conflict(clientMessages.accountExists);
    throw err;
  }
  const row = await findUserWithBusinessType(ctx.db, user.id);
  return { data: presentUser(row!.user, row!.businessType), token: ctx.issueToken(user) };
}
