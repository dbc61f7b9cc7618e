import { z } from 'zod';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { jobOpeningListQuerySchema, jobOpeningParamsSchema, jobOpeningSchema } from './opening';
import { jobSearchQuerySchema, jobSearchResultSchema } from './search';

export const jobOpeningEndpoints = {
  /** Openings, newest first; `isActive=1` for those taking applications. `isApplied` is the caller's. */
  list: defineEndpoint({
    method: 'GET',
    path: '/job-opening',
    query: jobOpeningListQuerySchema,
    response: { 200: envelope(z.array(jobOpeningSchema)) },
    access: 'anyone',
    browser: 'forward',
  }),
  /** One opening by its id or its slug. */
  one: defineEndpoint({
    method: 'GET',
    path: '/job-opening/:idOrSlug',
    params: jobOpeningParamsSchema,
    response: { 200: envelope(jobOpeningSchema) },
    access: 'anyone',
    browser: 'forward',
  }),
  /** Active openings matching filters, newest first, a page at a time (lean summaries). */
  search: defineEndpoint({
    method: 'GET',
    path: '/job-search',
    query: jobSearchQuerySchema,
    response: { 200: jobSearchResultSchema },
    access: 'anyone',
    browser: 'forward',
  }),
};
