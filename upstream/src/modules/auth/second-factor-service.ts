import { secondFactorMessages, type SecondFactorProof } from '@contracts/staff-auth/second-factor';
import type { AppContext } from '../../context';
import { badRequest, conflict, unauthorized } from '../../http-error';
import { findUserWithBusinessType, type UserRow } from '../users';
import { claimAttempt } from './lockout';
import { clearLoginAttempts } from './login-attempt-repository';
import { hasPasskey } from './passkey-repository';
import { authenticationOptions, provePasskey } from './passkeys';
import {
  deletePendingSignIn,
  findPendingSignIn,
  insertPendingSignIn,
  setEnrolSecret,
} from './pending-sign-in-repository';
import { consumeRecoveryCode, replaceRecoveryCodes } from './recovery-codes';
import { signedIn } from './signed-in';
import { isTotpCode, newTotpSecret, otpauthUrl, qrSvg, totpStep } from './totp';
import { claimTotpStep, findTotp, insertTotp } from './totp-repository';

/** After a staff member's right password: a pending sign-in, to be finished by the second factor. */
export async function startSecondFactor(ctx: AppContext, user: UserRow) {
  const [totp, passkey] = await Promise.all([findTotp(ctx.db, user.id), hasPasskey(ctx.db, user.id)]);
  const pendingToken = await insertPendingSignIn(ctx.db, user.id);
  return {
    secondFactor: {
      step: totp ? ('verify' as const) : ('enrol' as const),
      passkey: Boolean(totp) && passkey,
      pendingToken,
    },
  };
}

/** The pending sign-in a token stands for and its account, still active; 401 when it has expired. */
async function pendingAccount(ctx: AppContext, token: string | undefined) {
  const pending = token ? await findPendingSignIn(ctx.db, token) : undefined;
  const row = pending ? await findUserWithBusinessType(ctx.db, pending.userId) : undefined;
  if (!pending || !row || row.user.isDisabled) throw unauthorized(secondFactorMessages.signInExpired);
  return { pending, user: row.user };
}

/**
 * Whether a proof is the account holder's: a passkey's answer to the challenge last given for
 * `purpose`, a code from the authenticator app (once, unless TOTP_REPLAY_CHECK is off), or an unused
 * recovery code (used up).
 */
export async function proveFactor(
  ctx: AppContext,
  userId: string,
  proof: SecondFactorProof,
  purpose: 'sign-in' | 'confirm',
): Promise<boolean> {
  if (proof.passkey) return provePasskey(ctx, userId, purpose, proof.passkey);
  const code = proof.code ?? '';
  if (!isTotpCode(code)) return consumeRecoveryCode(ctx.db, userId, code);
  const totp = await findTotp(ctx.db, userId);
  if (!totp) return false;
  const once = ctx.config.TOTP_REPLAY_CHECK === 'on';
  const step = await totpStep(totp.secret, code, once ? (totp.lastStep ?? undefined) : undefined);
  if (step === undefined) return false;
  return once ? claimTotpStep(ctx.db, userId, step) : true;
}

/** The 400 for a proof that failed, on the field the form shows it under. */
export const refusedProof = (proof: SecondFactorProof) =>
  proof.passkey
    ? badRequest(secondFactorMessages.passkeyFailed, 'passkey')
    : badRequest(secondFactorMessages.wrongCode, 'code');

/** Ends the pending sign-in (one of two concurrent answers wins) and signs in with a fresh factor. */
async function finish(ctx: AppContext, pendingId: string, user: UserRow) {
  if (!(await deletePendingSignIn(ctx.db, pendingId))) throw unauthorized(secondFactorMessages.signInExpired);
  await clearLoginAttempts(ctx.db, user.email.toLowerCase());
  return signedIn(ctx, user, { secondFactor: true });
}

/** A code or passkey after the password: the session's token. Each try counts toward the lockout. */
export async function verifySecondFactor(
  ctx: AppContext,
  token: string | undefined,
  proof: SecondFactorProof,
  ip: string,
) {
  const { pending, user } = await pendingAccount(ctx, token);
  if (!(await findTotp(ctx.db, user.id))) throw badRequest(secondFactorMessages.enrolFirst);
  await claimAttempt(ctx, user.email.toLowerCase(), ip);
  if (!(await proveFactor(ctx, user.id, proof, 'sign-in'))) throw refusedProof(proof);
  return finish(ctx, pending.id, user);
}

/** A challenge for one of the account's passkeys, instead of a code. */
export async function signInPasskeyOptions(ctx: AppContext, token: string | undefined) {
  const { user } = await pendingAccount(ctx, token);
  const options = await authenticationOptions(ctx, user.id, 'sign-in');
  if (!options) throw badRequest(secondFactorMessages.noPasskey);
  return options;
}

/** An account without an authenticator app: a new secret to add to one (kept with the pending sign-in). */
export async function startEnrolment(ctx: AppContext, token: string | undefined) {
  const { pending, user } = await pendingAccount(ctx, token);
  if (await findTotp(ctx.db, user.id)) throw conflict(secondFactorMessages.alreadyEnrolled);
  const secret = newTotpSecret();
  await setEnrolSecret(ctx.db, pending.id, secret);
  const url = otpauthUrl(user.email, secret);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/** The new app's first code: the app is the account's, with new recovery codes, and the session starts. */
export async function confirmEnrolment(ctx: AppContext, token: string | undefined, code: string, ip: string) {
  const { pending, user } = await pendingAccount(ctx, token);
  if (await findTotp(ctx.db, user.id)) throw conflict(secondFactorMessages.alreadyEnrolled);
  const secret = pending.enrolSecret;
  if (!secret) throw badRequest(secondFactorMessages.enrolFirst);
  await claimAttempt(ctx, user.email.toLowerCase(), ip);
  const step = await totpStep(secret, code);
  if (step === undefined) throw badRequest(secondFactorMessages.wrongCode, 'code');
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    if (!(await insertTotp(tx, user.id, secret, step))) throw conflict(secondFactorMessages.alreadyEnrolled);
    return replaceRecoveryCodes(tx, user.id);
  });
  return { ...(await finish(ctx, pending.id, user)), recoveryCodes };
}
