import { messageResponseSchema } from '../auth/accounts';
import { contactPayloadSchema } from './fields';
import { defineEndpoint } from '../core/endpoint';

export const contactEndpoints = {
  /** A visitor's message from the Contact page; mailed to the agency, confirmed to the sender. */
  send: defineEndpoint({
    method: 'POST',
    path: '/contact',
    body: contactPayloadSchema,
    response: { 201: messageResponseSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
};
