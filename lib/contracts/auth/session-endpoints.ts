import { z } from 'zod';
import { userSchema } from './accounts';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';

/** The website's own calls about its session; the upstream has no such routes. */
export const sessionEndpoints = {
  /** The signed-in user, or null; never the token. */
  current: defineEndpoint({
    method: 'GET',
    path: '/session',
    response: { 200: envelope(userSchema.nullable()) },
    access: 'anyone',
    browser: 'own',
    websiteOnly: true,
  }),
  /** The browser saw the user active: the session's inactivity clock starts again. */
  activity: defineEndpoint({
    method: 'POST',
    path: '/session/activity',
    response: { 204: z.undefined() },
    access: 'signed-in',
    browser: 'own',
    websiteOnly: true,
  }),
};
