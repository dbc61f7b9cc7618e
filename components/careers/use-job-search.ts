'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { JobSearchResult } from '@/lib/contracts';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import type { JobSearchFilters } from './job-search-filters';

/**
 * The pages of one job search, seeded with the page the server rendered. Results are the same for
 * every visitor, so a loaded page is never fetched again (the server's first page included).
 */
export function useJobSearch(filters: JobSearchFilters, firstPage: JobSearchResult) {
  return useInfiniteQuery({
    queryKey: ['job-search', filters],
    queryFn: ({ pageParam }) =>
      callEndpoint(api.jobOpenings.search, { query: { ...filters, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [firstPage], pageParams: [null] },
    staleTime: Infinity,
  });
}
