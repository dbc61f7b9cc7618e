import { contentKeys, type ContentKey } from '../content';
import { lookupKinds, type LookupKind } from '../lookups/lookup';

/**
 * The website's cache tags, which its upstream reads carry (lib/upstream/content.ts), named once: the upstream's
 * revalidation names them by change, and a full purge (after missed purge messages) revalidates all.
 */
export const cacheTags = {
  jobs: 'jobs',
  testimonials: 'testimonials',
  content: (key: ContentKey) => `content:${key}`,
  lookup: (kind: LookupKind) => `content:lookup:${kind}`,
} as const;

/** Every tag the site uses. */
export function allCacheTags(): string[] {
  return [
    cacheTags.jobs,
    cacheTags.testimonials,
    ...contentKeys.map(cacheTags.content),
    ...(Object.keys(lookupKinds) as LookupKind[]).map(cacheTags.lookup),
  ];
}
