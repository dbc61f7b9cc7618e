'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { setToasterReady } from '@/lib/client/toaster-ready';

/** The public site's toasts. Spec: top-center, white with black text; at most 20 at once. */
export function SiteToaster() {
  // Runs after the Toaster's own effects, so it has subscribed by the time toasts are sent.
  useEffect(setToasterReady, []);
  return (
    <Toaster
      position="top-center"
      visibleToasts={20}
      toastOptions={{
        style: { background: '#fff', color: '#000' },
        duration: 4000,
        classNames: { success: 'toast-success' },
      }}
    />
  );
}
