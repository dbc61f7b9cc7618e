import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import {
  poolShortlistAnswerSchema,
  poolShortlistSchema,
  talentPoolCandidateSchema,
  talentPoolMessages,
  talentPoolPageSchema,
  talentPoolQuerySchema,
  talentPoolRowSchema,
} from './talent-pool';
import { staffOnly } from '../core/staff-endpoint';

const candidateParams = idParamsSchema(talentPoolMessages.missing);
/** What a search's rows show of each candidate. */
const poolRowFields = Object.keys(talentPoolRowSchema.shape);

/** The talent pool: search every candidate with a profile, open one, put them forward on a shortlist. */
export const adminCandidateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/candidates',
    query: talentPoolQuerySchema,
    response: { 200: talentPoolPageSchema },
    ...staffOnly('talent-pool'),
    personalRead: { kind: 'talent-pool-search', subject: 'many', fields: poolRowFields },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/candidates/:id',
    params: candidateParams,
    response: { 200: envelope(talentPoolCandidateSchema) },
    ...staffOnly('talent-pool'),
    personalRead: { kind: 'candidate', subject: 'one', fields: Object.keys(talentPoolCandidateSchema.shape) },
  }),
  /** Added at once when an application's consent covers the shortlist's client; otherwise the candidate is asked. */
  shortlist: defineEndpoint({
    method: 'POST',
    path: '/admin/candidates/:id/shortlists',
    params: candidateParams,
    body: poolShortlistSchema,
    response: { 200: poolShortlistAnswerSchema },
    ...staffOnly('talent-pool', { shortlistId: 'shortlist' }),
  }),
};
