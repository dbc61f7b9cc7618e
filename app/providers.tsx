'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { AuthDialogProvider } from '@/components/auth/auth-dialog-provider';
import { ActivityTracker } from '@/lib/client/activity-tracker';
import { ConsentTermsProvider } from '@/lib/client/consent-terms';
import type { ConsentTerms } from '@/lib/contracts/privacy/consent';

// Toasts are never needed for the first paint: sonner loads right after the page does.
const SiteToaster = dynamic(() => import('@/components/toasts/site-toaster').then((m) => m.SiteToaster), {
  ssr: false,
});

/** Client-side context for every page: queries, toasts, the auth modal and the activity rules. */
export function Providers({ children, consentTerms }: { children: ReactNode; consentTerms: ConsentTerms }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  // A layout effect runs at the end of the commit that hydrated the page's whole tree (children first,
  // this provider last), before the browser paints: from here taps reach their handlers. The bench
  // (scripts/bench/phone-taps.mjs) and the slow-phone journeys read the mark.
  useLayoutEffect(() => {
    performance.mark('hydrated');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentTermsProvider terms={consentTerms}>
        <AuthDialogProvider>
          {children}
          <ActivityTracker />
        </AuthDialogProvider>
      </ConsentTermsProvider>
      <SiteToaster />
    </QueryClientProvider>
  );
}
