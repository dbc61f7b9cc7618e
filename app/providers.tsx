'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthDialogProvider } from '@/components/auth/auth-dialog-context';
import { ActivityTracker } from '@/components/session/activity-tracker';

/** Client-side context for every page: queries, toasts, the auth modal and the activity rules. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        {children}
        <ActivityTracker />
      </AuthDialogProvider>
      {/* Spec: top-center, white with black text; errors 4 s, success 2 s; at most 20 at once. */}
      <Toaster
        position="top-center"
        visibleToasts={20}
        toastOptions={{
          style: { background: '#fff', color: '#000' },
          duration: 4000,
          classNames: { success: 'toast-success' },
        }}
      />
    </QueryClientProvider>
  );
}
