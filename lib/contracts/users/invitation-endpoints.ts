import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { secondFactorNeededSchema } from '../staff-auth/second-factor';
import {
  staffInvitationAcceptSchema,
  staffInvitationTokenParamsSchema,
  staffInvitationViewSchema,
} from './staff-invitation';

/** A staff invitation's link (issue 42, item 5): whoever holds the mailed token. */
export const staffInvitationEndpoints = {
  /** Whom the invitation is for; 404 with what to do when unknown, expired or used. Read by the page's server. */
  view: defineEndpoint({
    method: 'GET',
    path: '/auth/staff-invitations/:token',
    params: staffInvitationTokenParamsSchema,
    response: { 200: envelope(staffInvitationViewSchema) },
    access: 'anyone',
  }),
  /**
   * Sets the password and makes the account (once: a second use is 404); answered as a staff
   * member's password is, so the new account goes straight to setting up its authenticator app.
   */
  accept: defineEndpoint({
    method: 'POST',
    path: '/auth/staff-invitations/:token/accept',
    params: staffInvitationTokenParamsSchema,
    body: staffInvitationAcceptSchema,
    response: { 201: secondFactorNeededSchema },
    access: 'anyone',
    browser: 'own',
    rateLimited: true,
  }),
};
