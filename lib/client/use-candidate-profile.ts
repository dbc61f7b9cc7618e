'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/contracts/endpoints/site';
import { callEndpoint } from './call-endpoint';

export const candidateProfileKey = ['candidate-profile'] as const;

export const candidateProfileQuery = queryOptions({
  queryKey: candidateProfileKey,
  queryFn: async () => (await callEndpoint(api.candidateProfile.get)).data,
  staleTime: 60 * 1000,
  refetchOnWindowFocus: false,
});

/** The signed-in candidate's own application profile; fetched only when `enabled` (a candidate, the form open). */
export function useCandidateProfile(enabled: boolean) {
  return useQuery({ ...candidateProfileQuery, enabled });
}
