'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { nextListQuery } from './next-list-query';

/**
 * A list's filters, search, sort and page kept in the address, so a view can be bookmarked, shared
 * and left with Back. Changing anything but the page goes back to page 1.
 */
export function useUrlParams() {
  const searchParams = useSearchParams();
  const params = useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);

  const update = useCallback((patch: Record<string, string | undefined>) => {
    // The browser's address holds every change made so far; the last render's parameters may not yet.
    const url = new URL(window.location.href);
    url.search = nextListQuery(url.search, patch);
    // Next's router follows replaceState at once (useSearchParams too), with no server round trip to wait for.
    window.history.replaceState(null, '', url);
  }, []);

  return { params, update, query: searchParams.toString() };
}
