import { z } from 'zod';
import { adminLookupItemSchema, lookupInputSchema, lookupKindParamsSchema } from './staff';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

const itemParams = lookupKindParamsSchema.extend({ id: z.string().uuid('No such item.') });

/** Lookup lists (positions, locations, budgets, urgencies, business and inquiry types), by kind. */
export const adminLookupEndpoints = {
  /** Every item of a list, active or not, with its order. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/lookups/:kind',
    params: lookupKindParamsSchema,
    response: { 200: envelope(z.array(adminLookupItemSchema)) },
    ...staffOnly(['content', 'applications', 'talent-pool', 'clients', 'job-openings']),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/lookups/:kind',
    params: lookupKindParamsSchema,
    body: lookupInputSchema,
    response: { 201: envelope(adminLookupItemSchema) },
    ...staffOnly('content'),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/lookups/:kind/:id',
    params: itemParams,
    body: lookupInputSchema,
    response: { 200: envelope(adminLookupItemSchema) },
    ...staffOnly('content'),
  }),
  /** Refused (409) while stored records still name the item: deactivate it instead. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/lookups/:kind/:id',
    params: itemParams,
    response: { 204: z.void() },
    ...staffOnly('content'),
  }),
};
