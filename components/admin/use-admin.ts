'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch, errorMessage } from '@/lib/client/api-fetch';

/** Reads a back-office call (`/api/admin{path}`); every such query shares the 'admin' key prefix. */
export function useAdminQuery<T>(path: string | null) {
  return useQuery({
    queryKey: ['admin', path],
    queryFn: () => apiFetch<T>(`/admin${path}`),
    enabled: path !== null,
  });
}

export function adminCall<T = unknown>(path: string, method: string, json?: unknown) {
  return apiFetch<T>(`/admin${path}`, { method, json });
}

/**
 * A back-office change: on success every admin query is refetched (the lists are small and a change
 * often shows in several) and `success` is toasted; on failure the server's message is toasted.
 */
export function useAdminMutation<V, R = unknown>(run: (vars: V) => Promise<R>, success?: string | ((r: R) => string)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (success) toast.success(typeof success === 'function' ? success(result) : success);
    },
    onError: (err) => toast.error(errorMessage(err, 'Something went wrong. Please try again.')),
  });
}
