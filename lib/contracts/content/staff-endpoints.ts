import { z } from 'zod';
import { envelope } from '../core/common';
import { contentKeys, type ContentKey } from './';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

const keyParams = z.object({
  key: z.enum(contentKeys as [ContentKey, ...ContentKey[]], { error: 'No such content document.' }),
});

/**
 * A whole content document. Its schema depends on the key in the path, so the route parses it by
 * the key's contract (contentDocuments); here it is any JSON value.
 */
const contentDocumentSchema = z.unknown();

export const adminContentEndpoints = {
  /** The keys of every content document staff can edit. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/content',
    response: { 200: envelope(z.array(z.enum(contentKeys as [ContentKey, ...ContentKey[]]))) },
    ...staffOnly('content'),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/content/:key',
    params: keyParams,
    response: { 200: envelope(contentDocumentSchema) },
    ...staffOnly('content'),
  }),
  /** Replaces a document; public pages showing it are revalidated. */
  put: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/:key',
    params: keyParams,
    body: contentDocumentSchema,
    response: { 200: envelope(contentDocumentSchema) },
    ...staffOnly('content'),
  }),
};
