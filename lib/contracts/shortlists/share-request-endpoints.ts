import { idParamsSchema } from '../core/staff-schemas';
import { defineEndpoint } from '../core/endpoint';
import {
  shareAnswerResponseSchema,
  shareAnswerSchema,
  shareRequestListSchema,
  shareRequestTexts,
} from './share-requests';

const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts are asked before being put forward.',
  browser: 'forward',
} as const;

/** The agency's questions to the signed-in candidate: may we put you forward to this employer? */
export const shareRequestEndpoints = {
  /** The questions not answered yet, newest first. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/my-share-requests',
    response: { 200: shareRequestListSchema },
    ...candidateOnly,
  }),
  /** Yes or No, once; Yes puts the application on the employer's shortlist. */
  answer: defineEndpoint({
    method: 'POST',
    path: '/my-share-requests/:id',
    params: idParamsSchema(shareRequestTexts.missing),
    body: shareAnswerSchema,
    response: { 200: shareAnswerResponseSchema },
    ...candidateOnly,
  }),
};
