'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint, type CallInput } from '@/lib/client/call-endpoint';
import type { Endpoint, QueryOf } from '@/lib/contracts/core/endpoint';
import { useWithFreshFactor } from './fresh-factor';

type ReadInput<E extends Endpoint> = Pick<CallInput<E>, 'params' | 'query'>;

/** A back-office read's cache key: every admin query shares the 'admin' prefix, then its path and input. */
export function adminQueryKey<E extends Endpoint>(endpoint: E, input: ReadInput<E> = {}) {
  return ['admin', endpoint.path, input.params ?? {}, input.query ?? {}] as const;
}

/**
 * Reads a back-office endpoint, typed by it. `enabled: false` waits (a dependent read);
 * `keepPrevious` shows the last page while the next one loads (lists paged by the server).
 */
export function useAdminQuery<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E> = {},
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: adminQueryKey(endpoint, input),
    queryFn: () => callEndpoint(endpoint, input),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * A list's filters as the address holds them (strings), sent as the endpoint's query: the upstream
 * parses them with the endpoint's schema and answers 400 for a value it refuses.
 */
export function addressQuery<E extends Endpoint>(_endpoint: E, params: Record<string, string | undefined>) {
  return params as QueryOf<E>;
}

/**
 * A back-office change: on success every admin query is refetched (the lists are small and a change
 * often shows in several) and `success` is toasted; on failure the server's message is toasted.
 */
export function useAdminMutation<V, R = unknown>(run: (vars: V) => Promise<R>, success?: string | ((r: R) => string)) {
  const queryClient = useQueryClient();
  const withFreshFactor = useWithFreshFactor();
  return useMutation({
    // A change that needs a fresh second factor asks for one, then goes ahead.
    mutationFn: (vars: V) => withFreshFactor(() => run(vars)),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      if (success) toast.success(typeof success === 'function' ? success(result) : success);
    },
    onError: (err) => toast.error(errorMessage(err, 'Something went wrong. Please try again.')),
  });
}

/**
 * The submit of an inline editor (a lookup item, a document type): saves, then empties the form when
 * it was adding a new one. A failure is already toasted by the mutation and leaves the form as typed.
 */
export function inlineSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  save: { mutateAsync: (values: V) => Promise<unknown> },
  adding: boolean,
) {
  return form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      () => adding && form.reset(),
      () => undefined,
    );
  });
}
