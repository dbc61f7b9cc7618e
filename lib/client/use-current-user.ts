'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/contracts/endpoints/site';
import { callEndpoint } from './call-endpoint';

export const currentUserKey = ['current-user'] as const;

/** The current-user query, for code that needs the answer in an event (queryClient.ensureQueryData). */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async () => (await callEndpoint(api.session.current)).data,
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user (null for a visitor), loaded once on app start and shared by every island. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
