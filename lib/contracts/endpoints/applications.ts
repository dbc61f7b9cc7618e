import { applicationPayloadSchema, applicationResponseSchema } from '../application';
import { defineEndpoint } from '../endpoint';

export const applicationEndpoints = {
  /** A candidate applies to an opening (jobId) or generally; once per opening. */
  apply: defineEndpoint({
    method: 'POST',
    path: '/apply-job',
    body: applicationPayloadSchema,
    response: { 201: applicationResponseSchema },
    access: ['User'],
    forbiddenMessage: 'Only candidate accounts can apply for jobs.',
    browser: 'forward',
    rateLimited: true,
  }),
};
