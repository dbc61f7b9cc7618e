'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { clearDraftsIfAny } from './clear-drafts';
import { currentUserKey } from './use-current-user';

/** Cached queries anyone may see; every other one may hold the signed-out user's data. */
const publicQueryRoots = new Set(['lookup']);

/**
 * What follows any sign-out (the menu's Logout, the inactivity logout, a session the server
 * dropped): forget the user's cached data and drafts, and leave for `to`, unless on /login (site-shell-auth-home §4 "States and transitions").
 */
export function useSignedOut(to = '/home') {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(() => {
    // Unsent application drafts hold the passport number, files and the recording: none may outlive the session.
    void clearDraftsIfAny();
    queryClient.removeQueries({
      // The current user is set, not removed, so every island watching it sees the visitor at once.
      predicate: ({ queryKey }) => queryKey[0] !== currentUserKey[0] && !publicQueryRoots.has(String(queryKey[0])),
    });
    queryClient.setQueryData(currentUserKey, null);
    if (window.location.pathname !== '/login') router.replace(to);
    // Drops the router's cache of visited pages too, so Back renders them afresh, as a visitor.
    router.refresh();
  }, [queryClient, router, to]);
}
