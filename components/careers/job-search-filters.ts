import type { JobSearchQuery, Lookup } from '@/lib/contracts';
import { lookupSlug } from '@/lib/contracts/lookups/slug';

export { lookupSlug };

/** The URL's filter names and the lookup list each one names a value of (by the slug of its name). */
export const careersFilterLookups = {
  position: 'position',
  location: 'preffered-location',
  salary: 'salary-budget',
} as const;

export type CareersFilter = keyof typeof careersFilterLookups;

/** A careers search as the URL carries it: free text and the slugs of the chosen lookups. */
export type CareersSearch = { q?: string } & { [F in CareersFilter]?: string };

/** The lookup lists a search's slugs are matched against. */
export type CareersFilterLists = Record<CareersFilter, Lookup[]>;

/** The upstream's filters of a search (lookup ids), without the paging. */
export type JobSearchFilters = Pick<JobSearchQuery, 'q' | 'position' | 'location' | 'salaryBudget'>;

const upstreamName = { position: 'position', location: 'location', salary: 'salaryBudget' } as const;
const maxQueryLength = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reads a careers URL's query into the normalized search and the upstream's filters. A value that
 * names no lookup is dropped rather than refused: an old shared link still shows every job.
 */
export function resolveCareersSearch(
  params: Record<string, string | string[] | undefined>,
  lists: CareersFilterLists,
): { search: CareersSearch; filters: JobSearchFilters } {
  const search: CareersSearch = {};
  const filters: JobSearchFilters = {};
  const q = first(params.q)?.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
  if (q) search.q = filters.q = q;
  for (const name of Object.keys(careersFilterLookups) as CareersFilter[]) {
    const wanted = lookupSlug(first(params[name]) ?? '');
    const match = wanted ? lists[name].find((item) => lookupSlug(item.name) === wanted) : undefined;
    if (!match) continue;
    search[name] = wanted;
    filters[upstreamName[name]] = match._id;
  }
  return { search, filters };
}

/** Whether a search narrows the list at all. */
export const isFiltered = (search: CareersSearch) => Object.keys(search).length > 0;

/** The careers page of a search, its filters in a fixed order (the canonical address; never a page). */
export function careersHref(search: CareersSearch): string {
  const query = new URLSearchParams();
  for (const name of ['q', 'position', 'location', 'salary'] as const) {
    const value = search[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `/candidates?${text}` : '/candidates';
}
