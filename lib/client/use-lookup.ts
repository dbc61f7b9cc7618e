'use client';

import { useQuery } from '@tanstack/react-query';
import type { Lookup, LookupKind } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints/site';
import { callEndpoint } from './call-endpoint';

/**
 * A lookup list for a form. The server-rendered list shows at once; it is refetched on mount because
 * a statically generated page may carry ids from before the last data change.
 */
export function useLookup<T extends Lookup>(kind: LookupKind, initial: T[] = []): T[] {
  const query = useQuery({
    queryKey: ['lookup', kind],
    queryFn: async () => (await callEndpoint(api.lookups[kind])).data as T[],
    initialData: initial.length > 0 ? initial : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60 * 1000,
  });
  return query.data ?? initial;
}
