'use client';

import { useQuery } from '@tanstack/react-query';
import type { User } from '@/lib/contracts';
import { apiFetch } from './api-fetch';

export const currentUserKey = ['current-user'] as const;

/** The signed-in user (null for a visitor), loaded once on app start and shared by every island. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async () => (await apiFetch<{ data: User | null }>('/session')).data,
    staleTime: 5 * 60 * 1000,
  });
}
