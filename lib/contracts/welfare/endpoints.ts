import { z } from 'zod';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { checkInAnsweredSchema, checkInStateSchema } from './views';
import { checkInAnswerSchema, checkInParamsSchema, employerWorkerParamsSchema, openIncidentSchema } from './welfare';

/**
 * The worker's check-in (a signed link, no sign-in: the token is the key; the website's page and its
 * plain form call these server to server) and the employer's incident for one of its hires.
 */
export const welfareEndpoints = {
  checkIn: defineEndpoint({
    method: 'GET',
    path: '/check-ins/:token',
    params: checkInParamsSchema,
    response: { 200: envelope(checkInStateSchema) },
    access: 'anyone',
  }),
  answerCheckIn: defineEndpoint({
    method: 'POST',
    path: '/check-ins/:token',
    params: checkInParamsSchema,
    body: checkInAnswerSchema,
    response: { 200: envelope(checkInAnsweredSchema) },
    access: 'anyone',
    rateLimited: true,
  }),
  employerIncident: defineEndpoint({
    method: 'POST',
    path: '/employer/deployments/:applicationId/incidents',
    params: employerWorkerParamsSchema,
    body: openIncidentSchema,
    response: { 201: envelope(z.object({ _id: z.string(), dueOn: z.string() })) },
    access: ['Employer'],
    forbiddenMessage: 'This area is for the agency’s employer clients.',
    browser: 'forward',
  }),
};
