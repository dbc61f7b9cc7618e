'use client';

import { createContext, useContext } from 'react';

export type AuthMode = 'signin' | 'signup';

export interface AuthDialogApi {
  /** Opens the login/sign-up modal, on login unless told otherwise. */
  openAuthDialog(mode?: AuthMode): void;
}

/** The site's one login/sign-up modal, opened from any island (Apply, Start Hiring Process…). */
export const AuthDialogContext = createContext<AuthDialogApi>({ openAuthDialog: () => undefined });

export const useAuthDialog = () => useContext(AuthDialogContext);
