import { secondFactorMessages, type SecondFactorProof } from '@contracts/staff-auth/second-factor';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, badRequest, notFound, unauthorized } from '../../http-error';
import { findUserWithBusinessType } from '../users';
import { freshUntil, sessionFreshUntil } from './fresh-factor';
import { recordFactorCheck } from './fresh-factor-repository';
import { claimAttempt } from './lockout';
import { clearLoginAttempts } from './login-attempt-repository';
import { deletePasskey, listPasskeys, type PasskeyRow } from './passkey-repository';
import { authenticationOptions, registerPasskey, registrationOptions } from './passkeys';
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { proveFactor, refusedProof } from './second-factor-service';

type Session = Pick<FastifyRequest, 'server' | 'bearer'>;

const presentPasskey = (row: PasskeyRow) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

async function staffMember(ctx: AppContext, userId: string) {
  const row = await findUserWithBusinessType(ctx.db, userId);
  if (!row) throw unauthorized('Please log in to continue.');
  return row.user;
}

/** A staff member's own second factors, and until when this session's last one counts as fresh. */
export async function securityStatus(ctx: AppContext, userId: string, session: Session) {
  const [recoveryCodesLeft, passkeys, until] = await Promise.all([
    countUnusedRecoveryCodes(ctx.db, userId),
    listPasskeys(ctx.db, userId),
    sessionFreshUntil(session),
  ]);
  return {
    data: { recoveryCodesLeft, passkeys: passkeys.map(presentPasskey), freshUntil: until?.toISOString() ?? null },
  };
}

export async function passkeyRegistrationOptions(ctx: AppContext, userId: string) {
  return { data: await registrationOptions(ctx, await staffMember(ctx, userId)) };
}

export async function addPasskey(ctx: AppContext, userId: string, name: string, response: unknown) {
  const row = await registerPasskey(ctx, userId, name, response);
  if (row === undefined) throw badRequest(secondFactorMessages.passkeyFailed, 'passkey');
  return { data: presentPasskey(row) };
}

export async function removePasskey(ctx: AppContext, userId: string, id: string) {
  if (!(await deletePasskey(ctx.db, userId, id))) throw notFound(secondFactorMessages.noSuchPasskey);
  return { message: secondFactorMessages.passkeyRemoved };
}

export async function newRecoveryCodes(ctx: AppContext, userId: string) {
  return { data: { recoveryCodes: await replaceRecoveryCodes(ctx.db, userId) } };
}

export async function freshFactorPasskeyOptions(ctx: AppContext, userId: string) {
  const options = await authenticationOptions(ctx, userId, 'confirm');
  if (!options) throw badRequest(secondFactorMessages.noPasskey);
  return { data: options };
}

/** A second factor again: this session may export, erase or change roles for the next minutes. */
export async function confirmFreshFactor(
  ctx: AppContext,
  userId: string,
  session: Session,
  proof: SecondFactorProof,
  ip: string,
) {
  const jti = session.bearer?.jti;
  // A token from before tokens carried an id cannot be told apart from the user's others.
  if (!jti) throw conflict(secondFactorMessages.signInExpired);
  const user = await staffMember(ctx, userId);
  await claimAttempt(ctx, user.email.toLowerCase(), ip);
  if (!(await proveFactor(ctx, userId, proof, 'confirm'))) throw refusedProof(proof);
  await clearLoginAttempts(ctx.db, user.email.toLowerCase());
  const checkedAt = new Date();
  await recordFactorCheck(ctx.db, { jti, userId, checkedAt, expiresAt: session.bearer!.expiresAt });
  return { data: { freshUntil: freshUntil(checkedAt).toISOString() } };
}
