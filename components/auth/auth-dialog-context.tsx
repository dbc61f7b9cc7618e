'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The forms (react-hook-form, zod, radix) load when the modal first opens, off every page's first load.
const AuthDialog = dynamic(() => import('./auth-dialog').then((m) => m.AuthDialog), { ssr: false });

export type AuthMode = 'signin' | 'signup';

interface AuthDialogApi {
  /** Opens the login/sign-up modal, on login unless told otherwise. */
  openAuthDialog(mode?: AuthMode): void;
}

const AuthDialogContext = createContext<AuthDialogApi>({ openAuthDialog: () => undefined });

/** One login/sign-up modal for the whole site; any island can open it (Apply, Start Hiring Process…). */
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

export const useAuthDialog = () => useContext(AuthDialogContext);
