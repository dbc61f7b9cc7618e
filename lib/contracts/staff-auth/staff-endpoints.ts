import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import { messageResponseSchema } from '../auth/accounts';
import { permissions } from '../users/staff-roles';
import {
  freshFactorSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  recoveryCodesSchema,
  secondFactorProofSchema,
  securityStatusSchema,
} from './second-factor';

/** A staff member's own sign-in: every role holds at least one permission, and any one is enough. */
const ownAccount = staffOnly(permissions);

/** The back office's Security page: the signed-in staff member's own second factors. */
export const adminSecurityEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/admin/security',
    response: { 200: envelope(securityStatusSchema) },
    ...ownAccount,
  }),
  /** A registration challenge for a new passkey (single use, minutes). */
  passkeyRegistrationOptions: defineEndpoint({
    method: 'POST',
    path: '/admin/security/passkeys/options',
    response: { 200: envelope(passkeyOptionsSchema) },
    ...ownAccount,
  }),
  registerPasskey: defineEndpoint({
    method: 'POST',
    path: '/admin/security/passkeys',
    body: passkeyRegistrationSchema,
    response: { 201: envelope(passkeySchema) },
    ...ownAccount,
  }),
  removePasskey: defineEndpoint({
    method: 'DELETE',
    path: '/admin/security/passkeys/:id',
    params: idParamsSchema('No such passkey.'),
    response: { 200: messageResponseSchema },
    ...ownAccount,
    freshFactor: true,
  }),
  /** Ten new recovery codes, shown once; the old ones stop working. */
  newRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/admin/security/recovery-codes',
    response: { 200: envelope(recoveryCodesSchema) },
    ...ownAccount,
    freshFactor: true,
  }),
  /** A challenge for confirming with a passkey instead of a code. */
  freshFactorPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/admin/security/fresh-factor/passkey-options',
    response: { 200: envelope(passkeyOptionsSchema) },
    ...ownAccount,
  }),
  /** A second factor again, so this session may export, erase or change roles for the next minutes. */
  confirmFreshFactor: defineEndpoint({
    method: 'POST',
    path: '/admin/security/fresh-factor',
    body: secondFactorProofSchema,
    response: { 200: envelope(freshFactorSchema) },
    ...ownAccount,
  }),
};
