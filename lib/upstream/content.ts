import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  contentDocuments,
  jobOpeningSchema,
  lookupSchema,
  testimonialSchema,
  type ContentKey,
  type ContentOf,
  type LookupKind,
} from '@/lib/contracts';
import { fetchUpstream } from './fetch-upstream';

/** Tag every CMS read carries, so staff edits can revalidate pages on demand. */
export const contentTag = (key: string) => `content:${key}`;

/** A content document, validated by its contract; cached for the request and revalidated by tag. */
export const getContent = cache(
  <K extends ContentKey>(key: K): Promise<ContentOf<K>> =>
    fetchUpstream(key, contentDocuments[key], { tags: [contentTag(key)] }) as Promise<ContentOf<K>>,
);

export const getLookup = cache((kind: LookupKind) =>
  fetchUpstream(kind, z.array(lookupSchema.passthrough()), { tags: [contentTag(`lookup:${kind}`)] }),
);

export const getActiveJobs = cache(() =>
  fetchUpstream('job-opening?isActive=1', z.array(jobOpeningSchema), { tags: ['jobs'] }),
);

export const getTestimonials = cache(() =>
  fetchUpstream('testimonial', z.array(testimonialSchema), { tags: ['testimonials'] }),
);
