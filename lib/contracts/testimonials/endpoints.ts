import { z } from 'zod';
import { messageResponseSchema } from '../auth/accounts';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { testimonialPayloadSchema, testimonialSchema } from './fields';

export const testimonialEndpoints = {
  /** The reviews staff approved. */
  list: defineEndpoint({
    method: 'GET',
    path: '/testimonial',
    response: { 200: envelope(z.array(testimonialSchema)) },
    access: 'anyone',
    browser: 'forward',
  }),
  /** A signed-in user's review; it waits for staff approval. */
  submit: defineEndpoint({
    method: 'POST',
    path: '/testimonial',
    body: testimonialPayloadSchema,
    response: { 201: messageResponseSchema },
    access: 'signed-in',
    browser: 'forward',
    rateLimited: true,
  }),
};
