import type { z } from 'zod';
import { envelope } from '../core/common';
import { contentDocuments, contentKeys, type ContentKey } from './';
import { defineEndpoint } from '../core/endpoint';

/** GET /{key}: one content document of the public site, read by the website's pages (server side). */
interface ContentEndpoint<K extends ContentKey> {
  method: 'GET';
  path: `/${K}`;
  response: { 200: z.ZodObject<{ data: (typeof contentDocuments)[K] }> };
  access: 'anyone';
}

function contentEndpoint<K extends ContentKey>(key: K) {
  return defineEndpoint({
    method: 'GET',
    path: `/${key}`,
    response: { 200: envelope(contentDocuments[key]) },
    access: 'anyone',
  }) as ContentEndpoint<K>;
}

/** One endpoint per content document (home, services, about-us, …), keyed as contentDocuments is. */
export const contentEndpoints = Object.fromEntries(contentKeys.map((key) => [key, contentEndpoint(key)])) as {
  [K in ContentKey]: ContentEndpoint<K>;
};
