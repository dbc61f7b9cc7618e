'use client';

import { useQuery } from '@tanstack/react-query';
import type { JobOpening } from '@/lib/contracts';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';

/**
 * One opening in full (description, requirements, benefits), loaded when it is first shown and kept
 * for the visit. `initial` is the detail the server rendered, used when it is this job's.
 */
export function useJobDetail(id: string | null, initial: JobOpening | null) {
  return useQuery({
    queryKey: ['job-opening', id],
    enabled: id !== null,
    queryFn: async () => (await callEndpoint(api.jobOpenings.one, { params: { idOrSlug: id! } })).data,
    initialData: initial && initial._id === id ? initial : undefined,
    staleTime: Infinity,
  });
}
