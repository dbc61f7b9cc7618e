'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthDialogContext, type AuthMode } from '@/lib/client/auth-dialog-context';

// The forms (react-hook-form, zod, radix) load when the modal first opens, off every page's first load.
const AuthDialog = dynamic(() => import('./auth-dialog').then((m) => m.AuthDialog), { ssr: false });

/** One login/sign-up modal for the whole site; any island opens it through useAuthDialog(). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuthDialog = useCallback((next: AuthMode = 'signin') => setMode(next), []);
  const api = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {mode !== null ? <AuthDialog mode={mode} onModeChange={setMode} /> : null}
    </AuthDialogContext.Provider>
  );
}
