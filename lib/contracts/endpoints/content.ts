import { envelope } from '../common';
import { contentDocuments, contentKeys, type ContentKey } from '../content';
import { defineEndpoint } from '../endpoint';

/** GET /{key}: one content document of the public site, read by the website's pages (server side). */
function contentEndpoint<K extends ContentKey>(key: K) {
  return defineEndpoint({
    method: 'GET',
    path: `/${key}` as `/${K}`,
    response: { 200: envelope(contentDocuments[key]) },
    access: 'anyone',
  });
}

/** One endpoint per content document (home, services, about-us, …), keyed as contentDocuments is. */
export const contentEndpoints = Object.fromEntries(contentKeys.map((key) => [key, contentEndpoint(key)])) as {
  [K in ContentKey]: ReturnType<typeof contentEndpoint<K>>;
};
