import { applicationPayloadSchema, applicationResponseSchema } from './fields';
import { idParamsSchema } from '../core/staff-schemas';
import { appliedJobIdsSchema } from '../job-openings/search';
import {
  myApplicationAnswerSchema,
  myApplicationListSchema,
  replaceResumeSchema,
  replaceVideoSchema,
  withdrawSchema,
} from './candidate';
import { defineEndpoint } from '../core/endpoint';

/** The candidate's own applications: only candidate accounts, each seeing only their own. */
const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts apply for jobs.',
  browser: 'forward',
} as const;

const ownApplication = idParamsSchema('No such application.');

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
    ...candidateOnly,
  }),
  /** Every application of the signed-in candidate, newest first, with its status and timeline. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/my-applications',
    response: { 200: myApplicationListSchema },
    ...candidateOnly,
  }),
  /** The candidate withdraws an application that is not decided yet, with an optional reason. */
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/my-applications/:id/withdraw',
    params: ownApplication,
    body: withdrawSchema,
    response: { 200: myApplicationAnswerSchema },
    ...candidateOnly,
  }),
  /** Points a still 'Received' application at a newly uploaded resume; the old file is removed. */
  replaceResume: defineEndpoint({
    method: 'PUT',
    path: '/my-applications/:id/resume',
    params: ownApplication,
    body: replaceResumeSchema,
    response: { 200: myApplicationAnswerSchema },
    ...candidateOnly,
  }),
  /** Points a still 'Received' application at a newly uploaded video; the old file is removed. */
  replaceVideo: defineEndpoint({
    method: 'PUT',
    path: '/my-applications/:id/video',
    params: ownApplication,
    body: replaceVideoSchema,
    response: { 200: myApplicationAnswerSchema },
    ...candidateOnly,
  }),
};
