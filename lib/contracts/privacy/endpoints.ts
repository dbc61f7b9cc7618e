import { messageResponseSchema } from '../auth/accounts';
import { defineEndpoint } from '../core/endpoint';
import { deleteAccountSchema, privacyMessages } from './privacy';

export const privacyEndpoints = {
  /** A zip of everything the agency holds about the caller (data.json and their files), as a download. */
  exportData: defineEndpoint({
    method: 'GET',
    path: '/privacy/export',
    response: {},
    access: ['User', 'Employer'],
    browser: 'forward',
  }),
  /**
   * Erases the caller's account and personal data (applications kept anonymised). The website's own
   * handler clears the session cookie once the upstream has erased.
   */
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/privacy/delete-account',
    body: deleteAccountSchema,
    response: { 200: messageResponseSchema },
    access: ['User', 'Employer'],
    forbiddenMessage: privacyMessages.staffCannotDelete,
    browser: 'own',
    rateLimited: true,
  }),
};
