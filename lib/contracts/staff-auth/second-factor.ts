import { z } from 'zod';
import { idSchema } from '../core/common';
import { loginResponseSchema } from '../auth/accounts';

/** A staff action that asks for a second factor (endpoint `freshFactor`) accepts one this recent. */
export const freshFactorMinutes = 15;
/** How many single-use recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;
/** The otpauth:// issuer: the name an authenticator app lists the account under. */
export const totpIssuer = 'Bayanihan Gulf';

export const secondFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  signInExpired: 'Your sign-in has expired. Please sign in again with your email and password.',
  alreadyEnrolled: 'This account already has an authenticator app. Enter a code from it.',
  enrolFirst: 'Set up your authenticator app first: scan the QR code, then enter the code it shows.',
  noPasskey: 'This account has no passkey yet. Enter a code from your authenticator app.',
  passkeyFailed: 'The passkey could not be checked. Try again, or enter a code from your authenticator app.',
  passkeyNameRequired: 'Give the passkey a name (the device it is on).',
  passkeyRemoved: 'The passkey was removed.',
  noSuchPasskey: 'No such passkey.',
  freshFactorRequired: `Please confirm it is you: enter a code from your authenticator app (your last one is more than ${freshFactorMinutes} minutes old).`,
} as const;

/** The header in which the website passes a half-finished sign-in's pending token to the upstream. */
export const pendingSignInHeader = 'x-pending-sign-in';

/** The `code` of the 403 that asks for a fresh second factor: the back office prompts for one and tries again. */
export const freshFactorCode = 'fresh-second-factor';

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx), as typed: spaces and dashes are ignored. */
export const secondFactorCodeField = z
  .string({ error: secondFactorMessages.codeRequired })
  .trim()
  .min(1, secondFactorMessages.codeRequired)
  .max(40, secondFactorMessages.wrongCode);

/** What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON), checked in full upstream. */
export const passkeyResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** WebAuthn options for the browser (@simplewebauthn/server's JSON), passed on as they are. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string().min(1) });

/** A second factor: a code, or a passkey's answer to the challenge last given. */
export const secondFactorProofSchema = z
  .object({ code: secondFactorCodeField.optional(), passkey: passkeyResponseSchema.optional() })
  .refine((proof) => proof.code !== undefined || proof.passkey !== undefined, {
    message: secondFactorMessages.codeRequired,
    path: ['code'],
  });

/**
 * The answer to a staff member's correct password: no token yet. `enrol`: the account has no
 * authenticator app yet and sets one up now; `verify`: it gives a code (or, when `passkey`, a passkey).
 * `pendingToken` stands for this half-finished sign-in alone (minutes, then it expires); the website
 * keeps it in its httpOnly session and never gives it to the browser.
 */
export const secondFactorNeededSchema = z.object({
  secondFactor: z.object({
    step: z.enum(['enrol', 'verify']),
    passkey: z.boolean(),
    pendingToken: z.string().min(1),
  }),
});
/** What the browser is told of it (the pending token stays in the session). */
export const secondFactorStepSchema = z.object({
  secondFactor: secondFactorNeededSchema.shape.secondFactor.omit({ pendingToken: true }),
});

/** Setting up an authenticator app: the secret as text, its otpauth:// URL and that URL as an SVG QR code. */
export const totpEnrolmentSchema = z.object({
  secret: z.string().min(16),
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
  qrSvg: z.string().startsWith('<svg'),
});

/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(recoveryCodeCount) });

/** The sign-in that finishes an enrolment: the session's token, and the recovery codes to write down. */
export const enrolledResponseSchema = loginResponseSchema.extend(recoveryCodesSchema.shape);

export const passkeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const passkeyRegistrationSchema = z.object({
  name: z
    .string({ error: secondFactorMessages.passkeyNameRequired })
    .trim()
    .min(1, secondFactorMessages.passkeyNameRequired)
    .max(60, 'Keep the name under 60 characters.'),
  passkey: passkeyResponseSchema,
});

/** A staff member's own second factors, for the Security page. */
export const securityStatusSchema = z.object({
  recoveryCodesLeft: z.number().int().min(0),
  passkeys: z.array(passkeySchema),
  /** Until when this session's last second factor counts as fresh (ISO time), or null. */
  freshUntil: z.string().nullable(),
});

export const freshFactorSchema = z.object({ freshUntil: z.string() });

export type SecondFactorProof = z.infer<typeof secondFactorProofSchema>;
export type SecondFactorNeeded = z.infer<typeof secondFactorNeededSchema>;
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyResponse = z.input<typeof passkeyResponseSchema>;
export type SecurityStatus = z.infer<typeof securityStatusSchema>;
