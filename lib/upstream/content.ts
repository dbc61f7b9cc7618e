import 'server-only';
import { cache } from 'react';
import type { ContentKey, ContentOf, LookupKind } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { fetchEndpoint } from './fetch-upstream';

/** Tag every CMS read carries, so staff edits can revalidate pages on demand. */
export const contentTag = (key: string) => `content:${key}`;

/** A content document, validated by its contract; cached for the request and revalidated by tag. */
export const getContent = cache(
  async <K extends ContentKey>(key: K): Promise<ContentOf<K>> =>
    ((await fetchEndpoint(api.content[key], {}, { tags: [contentTag(key)] })) as { data: ContentOf<K> }).data,
);

export const getLookup = cache(
  async (kind: LookupKind) =>
    (await fetchEndpoint(api.lookups[kind], {}, { tags: [contentTag(`lookup:${kind}`)] })).data,
);

export const getActiveJobs = cache(
  async () => (await fetchEndpoint(api.jobOpenings.list, { query: { isActive: '1' } }, { tags: ['jobs'] })).data,
);

export const getTestimonials = cache(
  async () => (await fetchEndpoint(api.testimonials.list, {}, { tags: ['testimonials'] })).data,
);
