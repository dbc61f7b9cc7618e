import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { totpIssuer } from '@contracts/staff-auth/second-factor';
import type { AppContext } from '../../context';
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  storeChallenge,
  takeChallenge,
} from './passkey-repository';

/** WebAuthn options as the contract passes them on (JSON, checked by the browser). */
type OptionsJSON = { challenge: string; [key: string]: unknown };

/** The relying party is the website people sign in on (PUBLIC_URL): its host name and origin. */
function relyingParty(ctx: Pick<AppContext, 'config'>) {
  const url = new URL(ctx.config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

/** A registration challenge for a staff member's new passkey, kept for its answer. */
export async function registrationOptions(ctx: AppContext, user: { id: string; email: string; name: string }) {
  const existing = await listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: totpIssuer,
    rpID: relyingParty(ctx).rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(ctx.db, user.id, 'register', options.challenge);
  return { ...options } satisfies OptionsJSON;
}

/** Checks a new passkey's answer to the registration challenge and stores it; undefined when it fails. */
export async function registerPasskey(ctx: AppContext, userId: string, name: string, response: unknown) {
  const expectedChallenge = await takeChallenge(ctx.db, userId, 'register');
  if (!expectedChallenge) return undefined;
  const { rpID, origin } = relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  return insertPasskey(ctx.db, {
    userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
}

/** A challenge for one of the account's passkeys (sign-in or confirming an action), kept for its answer. */
export async function authenticationOptions(ctx: AppContext, userId: string, purpose: 'sign-in' | 'confirm') {
  const passkeys = await listPasskeys(ctx.db, userId);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: passkeys.map((row) => ({ id: row.credentialId, transports: row.transports })),
    userVerification: 'preferred',
  });
  await storeChallenge(ctx.db, userId, purpose, options.challenge);
  return { ...options } satisfies OptionsJSON;
}

/** Whether a passkey's answer to the challenge last given for `purpose` proves the account's holder. */
export async function provePasskey(
  ctx: AppContext,
  userId: string,
  purpose: 'sign-in' | 'confirm',
  response: { id: string },
): Promise<boolean> {
  const expectedChallenge = await takeChallenge(ctx.db, userId, purpose);
  const passkey = expectedChallenge ? await findPasskey(ctx.db, userId, response.id) : undefined;
  if (!expectedChallenge || !passkey) return false;
  const { rpID, origin } = relyingParty(ctx);
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return false;
  await markPasskeyUsed(ctx.db, passkey.id, verified.authenticationInfo.newCounter);
  return true;
}
