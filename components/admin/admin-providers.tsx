'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ActivityTracker } from '@/lib/client/activity-tracker';

/** The back office's client context: queries, toasts, and the same inactivity rules as the site. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ActivityTracker signedOutPath="/admin/login" />
      <Toaster position="top-right" closeButton />
    </QueryClientProvider>
  );
}
