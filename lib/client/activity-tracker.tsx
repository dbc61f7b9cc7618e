'use client';

import { useEffect } from 'react';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { clearDraftsIfAny } from '@/lib/client/clear-drafts';
import { api } from '@/lib/contracts/endpoints/site';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useSignedOut } from '@/lib/client/use-signed-out';
import { inTabIdleLimitMs } from '@/lib/idle-rules';

const reportEveryMs = 60 * 1000;

/**
 * While someone is signed in: reports mouse, key, scroll, touch and click activity to the server
 * (at most once a minute), and logs out after 1 hour without any. Also handles a session the
 * server dropped (a 401 after its retry): forget the user's data and go to /home (the back office:
 * its sign-in page).
 */
export function ActivityTracker({ signedOutPath = '/home' }: { signedOutPath?: string }) {
  const { data: user } = useCurrentUser();
  const signedOut = useSignedOut(signedOutPath);

  useEffect(() => {
    window.addEventListener('session-expired', signedOut);
    return () => window.removeEventListener('session-expired', signedOut);
  }, [signedOut]);

  // A session that ended while no tab was open (the idle rule, a logout elsewhere): its drafts go too.
  useEffect(() => {
    if (user === null) void clearDraftsIfAny();
  }, [user]);

  useEffect(() => {
    if (!user) return;
    let lastReport = 0;
    let timer = setTimeout(logout, inTabIdleLimitMs);
    function logout() {
      void callEndpoint(api.auth.logout).finally(() => window.dispatchEvent(new CustomEvent('session-expired')));
    }
    const onActivity = () => {
      clearTimeout(timer);
      timer = setTimeout(logout, inTabIdleLimitMs);
      if (Date.now() - lastReport > reportEveryMs) {
        lastReport = Date.now();
        void callEndpoint(api.session.activity).catch(() => undefined);
      }
    };
    const events = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [user]);

  return null;
}
