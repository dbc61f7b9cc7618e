import { z } from 'zod';
import { loginResponseSchema } from '../auth/accounts';
import { defineEndpoint } from '../core/endpoint';
import {
  enrolledResponseSchema,
  passkeyOptionsSchema,
  secondFactorCodeField,
  secondFactorProofSchema,
  totpEnrolmentSchema,
} from './second-factor';

/**
 * A staff member's sign-in after the password (POST /auth/login answered `secondFactor`). Each call
 * carries the pending sign-in's token in the x-pending-sign-in header: the website's own handlers add
 * it from the session, so the browser never holds it. The full token comes only from `verify` or
 * `confirmEnrolment`. Not under the per-address form limit: only a right password opens these, and
 * every code or passkey tried counts toward the account's login lockout.
 */
export const secondFactorEndpoints = {
  /** A new authenticator app secret for an account without one (replacing one not yet confirmed). */
  startEnrolment: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrolment',
    response: { 200: totpEnrolmentSchema },
    access: 'anyone',
    browser: 'own',
  }),
  /** The first code from the new app confirms it: signed in, with the recovery codes shown once. */
  confirmEnrolment: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrolment/confirm',
    body: z.object({ code: secondFactorCodeField }),
    response: { 200: enrolledResponseSchema },
    access: 'anyone',
    browser: 'own',
  }),
  /** A challenge for one of the account's passkeys (single use, minutes). */
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey-options',
    response: { 200: passkeyOptionsSchema },
    access: 'anyone',
    browser: 'own',
  }),
  /** A code from the app, a recovery code or a passkey's answer: signed in. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor',
    body: secondFactorProofSchema,
    response: { 200: loginResponseSchema },
    access: 'anyone',
    browser: 'own',
  }),
};
