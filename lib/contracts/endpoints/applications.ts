import { applicationPayloadSchema, applicationResponseSchema } from '../application';
import { appliedJobIdsSchema } from '../job-search';
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
  /** The ids of the openings the signed-in candidate has applied to, for 'Already Applied'. */
  appliedJobIds: defineEndpoint({
    method: 'GET',
    path: '/my-applications/job-ids',
    response: { 200: appliedJobIdsSchema },
    access: ['User'],
    forbiddenMessage: 'Only candidate accounts apply for jobs.',
    browser: 'forward',
  }),
};
