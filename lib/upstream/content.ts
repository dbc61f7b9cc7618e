import 'server-only';
import { cache } from 'react';
import type {
  AgencyLicence,
  ContentKey,
  ContentOf,
  JobSearchQuery,
  JobSummary,
  LookupKind,
  SiteSettingsContent,
} from '@/lib/contracts';
import { siteSettingsContentSchema } from '@/lib/contracts/content/site-settings';
import { api } from '@/lib/contracts/endpoints';
import { cacheTags } from '@/lib/contracts/core/cache-tags';
import { fetchEndpoint } from './fetch-upstream';

/** A content document, validated by its contract; cached for the request and revalidated by tag. */
export const getContent = cache(
  async <K extends ContentKey>(key: K): Promise<ContentOf<K>> =>
    ((await fetchEndpoint(api.content[key], {}, { tags: [cacheTags.content(key)] })) as { data: ContentOf<K> }).data,
);

export const getLookup = cache(
  async (kind: LookupKind) => (await fetchEndpoint(api.lookups[kind], {}, { tags: [cacheTags.lookup(kind)] })).data,
);

// React's cache compares arguments by identity, so the search is keyed by its text, not its object.
const searchJobsByKey = cache(
  async (key: string) =>
    await fetchEndpoint(
      api.jobOpenings.search,
      { query: JSON.parse(key) as JobSearchQuery },
      { tags: [cacheTags.jobs] },
    ),
);

/** One page of a job search (lean summaries); each distinct search is cached and revalidated with the jobs. */
export const searchJobs = (query: JobSearchQuery) => searchJobsByKey(JSON.stringify(query));

/** One opening, in full, by its id or slug (isApplied is always false: the server reads anonymously). */
export const getJob = cache(
  async (idOrSlug: string) =>
    (await fetchEndpoint(api.jobOpenings.one, { params: { idOrSlug } }, { tags: [cacheTags.jobs] })).data,
);

/** Every active opening's summary, read a search page at a time (the full list is too big to cache). */
export const getActiveJobSummaries = cache(async () => {
  const jobs: JobSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await searchJobs({ limit: 50, cursor });
    jobs.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return jobs;
});

export const getTestimonials = cache(
  async () => (await fetchEndpoint(api.testimonials.list, {}, { tags: [cacheTags.testimonials] })).data,
);

/** The site settings; every setting's default when they cannot be read, so the page still renders. */
export const getSiteSettings = cache(async (): Promise<SiteSettingsContent> =>
  getContent('site-setting').catch(() => siteSettingsContentSchema.parse({ whatsAppNumber: '' })),
);

/** The agency's DMW licence from the site settings (blank when they cannot be read). */
export const getAgencyLicence = async (): Promise<AgencyLicence> => (await getSiteSettings()).agencyLicence;
