'use client';

import { useQuery } from '@tanstack/react-query';
import type { JobOpening } from '@/lib/contracts';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { useCurrentUser } from '@/lib/client/use-current-user';

/** Prefix of every job query, so a submitted application can invalidate them all. */
export const jobOpeningsKey = ['job-openings'] as const;

/**
 * The active openings, seeded with the server-rendered list and refetched in the browser so that
 * isApplied reflects the signed-in user (the key changes with the user).
 */
export function useJobOpenings(initialJobs: JobOpening[]) {
  const { data: user, isPending } = useCurrentUser();
  return useQuery({
    queryKey: [...jobOpeningsKey, 'active', user?._id ?? null],
    // Wait for the session so the list is fetched once, for the right user.
    enabled: !isPending,
    queryFn: async () => (await callEndpoint(api.jobOpenings.list, { query: { isActive: '1' } })).data,
    initialData: initialJobs,
    staleTime: 0,
  });
}

/** One opening by slug, seeded from the server like the list. */
export function useJobOpening(initialJob: JobOpening) {
  const { data: user, isPending } = useCurrentUser();
  return useQuery({
    queryKey: [...jobOpeningsKey, 'one', initialJob.slug, user?._id ?? null],
    enabled: !isPending,
    queryFn: async () => (await callEndpoint(api.jobOpenings.one, { params: { idOrSlug: initialJob.slug } })).data,
    initialData: initialJob,
    staleTime: 0,
  });
}
