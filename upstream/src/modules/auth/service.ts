import { authLinkMessages, type LoginPayload, type RegisterPayload } from '@contracts/auth/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, unauthorized, badRequest } from '../../http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { mails } from '../mail';
import { privacyTerms, recordConsent } from '../consents';
import { recordSignUpOptIns } from '../text-messages';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserWithBusinessType,
  insertUser,
  updateUser,
  type UserRow,
} from '../users';
import { claimAttempt } from './lockout';
import { clearLoginAttempts } from './login-attempt-repository';
import { startSecondFactor } from './second-factor-service';
import { signedIn } from './signed-in';
import { revokeToken } from './revoked-token-repository';
import { consumeUserToken, hasRecentToken, issueUserToken } from './token-repository';

const verifyTtlMinutes = 48 * 60;
const resetTtlMinutes = 60;

export const authMessages = {
  registered: 'Registered successfully. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'Invalid email or password.',
  disabled: 'This account has been disabled. Please contact us for help.',
  unverified: 'Please verify your email address before logging in. We have sent you a new verification link.',
  verified: 'Email verified successfully!',
  badVerifyLink: authLinkMessages.badVerifyLink,
  forgotSent: 'If the email is registered, a password reset link has been sent.',
  reset: 'Password reset successful! Redirecting to login...',
  badResetLink: authLinkMessages.badResetLink,
  loggedOutEverywhere: 'You have been logged out on every device.',
  loggedOut: 'Logged out successfully',
} as const;

// A hash to verify against when no account has the email, so a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Issues a verification link and mails it (PUBLIC_URL/verify-email/{token}?email=…, the website's page)
 * in the caller's transaction: a stored token always has its mail.
 */
async function mailVerification(ctx: AppContext, tx: Database, user: Pick<UserRow, 'id' | 'name' | 'email'>) {
  const token = await issueUserToken(tx, user.id, 'verify_email', verifyTtlMinutes);
  const url = new URL(`/verify-email/${encodeURIComponent(token)}`, ctx.config.PUBLIC_URL);
  url.searchParams.set('email', user.email);
  // The mail always goes (it holds the link); an SMS opted in at sign-up points to it (signUpVerification).
  await ctx.messenger.queueToAccount(tx, 'signUpVerification', {
    userId: user.id,
    mail: { to: user.email, ...mails.verifyEmail(user.name, url.toString()) },
    // The site signs in from a dialog on any page (there is no sign-in page): its home.
    params: { link: new URL('/', ctx.config.PUBLIC_URL).toString() },
  });
}

export async function register(ctx: AppContext, payload: RegisterPayload) {
  const email = payload.email.toLowerCase();
  if (await findUserByEmail(ctx.db, email)) throw conflict(authMessages.emailTaken);
  const passwordHash = await hashPassword(payload.password, ctx.config.SCRYPT_COST);
  const { retentionMonths } = await privacyTerms(ctx.db);
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        userType: payload.userType,
        name: payload.name,
        email,
        phone: payload.phone,
        passwordHash,
      });
      // The schema let only a ticked box through (payload.consent is true).
      await recordConsent(tx, { userId: user.id, kind: 'signup', retentionMonths });
      await recordSignUpOptIns(tx, { userId: user.id, ...payload });
      await mailVerification(ctx, tx, user);
    });
  } catch (err) {
    // Two sign-ups with one email at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw conflict(authMessages.emailTaken);
    throw err;
  }
  return { message: authMessages.registered };
}

export async function login(ctx: AppContext, payload: LoginPayload, ip: string) {
  const email = payload.email.toLowerCase();
  await claimAttempt(ctx, email, ip);
  const user = await findUserByEmail(ctx.db, email);
  decoyHash ??= hashPassword('decoy-password-1!', ctx.config.SCRYPT_COST);
  const valid = await verifyPassword(payload.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) throw unauthorized(authMessages.badCredentials);
  // Staff are not through yet: their attempts are cleared by the second factor (which counts too).
  if (user.userType !== 'Admin') await clearLoginAttempts(ctx.db, email);
  if (user.isDisabled) throw forbidden(authMessages.disabled);
  if (!user.emailVerifiedAt) {
    if (!(await hasRecentToken(ctx.db, user.id, 'verify_email', 10))) {
      await ctx.db.transaction((tx) => mailVerification(ctx, tx, user));
    }
    throw forbidden(authMessages.unverified);
  }
  if (user.userType === 'Admin') return startSecondFactor(ctx, user);
  return signedIn(ctx, user);
}

export async function verifyEmail(ctx: AppContext, email: string, token: string) {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'verify_email');
    const user = userId ? await findUserWithBusinessType(tx, userId) : undefined;
    if (!user || user.user.email.toLowerCase() !== email.toLowerCase()) throw badRequest(authMessages.badVerifyLink);
    await updateUser(tx, user.user.id, { emailVerifiedAt: user.user.emailVerifiedAt ?? new Date() });
    return { message: authMessages.verified };
  });
}

export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.isDisabled) {
    // The link and its mail in one transaction: no stored link without its mail, no mail of a lost link.
    await ctx.db.transaction(async (tx) => {
      const token = await issueUserToken(tx, user.id, 'reset_password', resetTtlMinutes);
      const url = new URL(`/reset-password/${encodeURIComponent(token)}`, ctx.config.PUBLIC_URL);
      await ctx.mailer.queueIn(tx, { to: user.email, ...mails.resetPassword(user.name, url.toString()) });
    });
  }
  // The same answer whether or not the email has an account.
  return { message: authMessages.forgotSent };
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset_password');
    const row = userId ? await findUserWithBusinessType(tx, userId) : undefined;
    if (!row || row.user.isDisabled) throw badRequest(authMessages.badResetLink);
    // Following the mailed link proves the address, so it counts as verified too.
    await updateUser(tx, row.user.id, { passwordHash, emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() });
    await bumpTokenVersion(tx, row.user.id);
    await clearLoginAttempts(tx, row.user.email.toLowerCase());
  });
  return { message: authMessages.reset };
}

export async function logoutEverywhere(ctx: AppContext, userId: string) {
  await bumpTokenVersion(ctx.db, userId);
  return { message: authMessages.loggedOutEverywhere };
}

/** Ends the session of the token presented: that token alone stops working; other devices stay signed in. */
export async function logout(ctx: AppContext, userId: string | undefined, bearer: { jti?: string; expiresAt: Date }) {
  if (bearer.jti) await revokeToken(ctx.db, bearer.jti, bearer.expiresAt);
  // Tokens issued before they carried a jti can only be revoked all together.
  else if (userId) await bumpTokenVersion(ctx.db, userId);
  return { message: authMessages.loggedOut };
}
