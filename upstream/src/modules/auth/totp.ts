import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { totpIssuer } from '@contracts/staff-auth/second-factor';

/** A new authenticator app secret: 20 random bytes, base32 (what every app reads). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app adds the account from (typed in, or scanned as a QR code). */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: totpIssuer, label: email, secret });
}

/** The URL as an SVG QR code, drawn here so the page needs no script for it. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** Whether a typed code is an app's (6 digits) rather than a recovery code, spaces and dashes ignored. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/[\s-]/g, ''));
}

/**
 * The time step a code belongs to when it is right now (or one step, 30 s, either side: a phone's
 * clock drifts), later than `after` when given (a code is used once). Undefined when it is not.
 */
export async function totpStep(secret: string, code: string, after?: number): Promise<number | undefined> {
  // A step used ahead of this clock (it was set back): no code now is later, and otplib would throw.
  if (after !== undefined && after > Math.floor(Date.now() / 30_000)) return undefined;
  const result = await verify({
    secret,
    token: code.replace(/[\s-]/g, ''),
    epochTolerance: 30,
    ...(after === undefined ? {} : { afterTimeStep: after }),
  });
  // The answer types HOTP's result too; a TOTP check always names its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The current code (the CLI's and tests' use: an app computes the same). */
export function totpCode(secret: string, epochMs = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(epochMs / 1000) });
}
