import { userSchema } from '../auth/accounts';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { profileUpdateResponseSchema, profileUpdateSchema } from './profile';

export const userEndpoints = {
  /** The signed-in user's own account. */
  profile: defineEndpoint({
    method: 'GET',
    path: '/user/profile',
    response: { 200: envelope(userSchema) },
    access: 'signed-in',
    browser: 'forward',
  }),
  /**
   * The website's handler keeps its session's copy of the user up to date. Employers must also
   * give a company name and business type (the upstream checks, knowing who calls).
   */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/update-profile',
    body: profileUpdateSchema,
    response: { 200: profileUpdateResponseSchema },
    access: 'signed-in',
    browser: 'own',
  }),
};
