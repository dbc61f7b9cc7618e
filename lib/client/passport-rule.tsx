'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defaultPassportValidityMonths } from '@/lib/contracts/applications/passport-validity-default';

const PassportRule = createContext(defaultPassportValidityMonths);

/** Gives the public site's islands the passport validity rule's months (the site setting, read by the shell). */
export function PassportRuleProvider({ months, children }: { months: number; children: ReactNode }) {
  return <PassportRule.Provider value={months}>{children}</PassportRule.Provider>;
}

/** How many months a passport must stay valid after departure. */
export function usePassportValidityMonths() {
  return useContext(PassportRule);
}
