'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ConsentTerms } from '@/lib/contracts/privacy/consent';

/** Until the site settings say otherwise: their defaults (site-settings.ts). */
const fallback: ConsentTerms = { agencyName: 'Bayanihan Gulf', retentionMonths: 24 };

const ConsentTermsContext = createContext<ConsentTerms>(fallback);

/** The site settings' agency name and retention period, read once by the server for the consent boxes. */
export function ConsentTermsProvider({ terms, children }: { terms: ConsentTerms; children: ReactNode }) {
  return <ConsentTermsContext.Provider value={terms}>{children}</ConsentTermsContext.Provider>;
}

export const useConsentTerms = () => useContext(ConsentTermsContext);
