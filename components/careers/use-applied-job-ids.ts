'use client';

import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { api } from '@/lib/contracts/endpoints/site';

/** Prefix of the applied-ids query, so a submitted application can refresh it. */
export const appliedJobIdsKey = ['applied-job-ids'] as const;

const none: ReadonlySet<string> = new Set();
const toSet = (answer: { data: string[] }): ReadonlySet<string> => new Set(answer.data);

/**
 * The openings the signed-in candidate applied to, for 'Already Applied': one small call instead of
 * a per-user copy of the job list. Visitors and other account types make no call and get none.
 */
export function useAppliedJobIds(): ReadonlySet<string> {
  const { data: user } = useCurrentUser();
  const candidate = user?.userType === 'User';
  const { data } = useQuery({
    queryKey: [...appliedJobIdsKey, user?._id ?? null],
    enabled: candidate,
    queryFn: () => callEndpoint(api.applications.appliedJobIds),
    select: toSet,
    staleTime: 60_000,
  });
  return candidate && data ? data : none;
}
