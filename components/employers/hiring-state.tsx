'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface HiringState {
  formOpen: boolean;
  setFormOpen(open: boolean): void;
}

const HiringStateContext = createContext<HiringState>({ formOpen: false, setFormOpen: () => undefined });

/** Whether the inquiry form is shown; shared by the hero's button and the main column. */
export function HiringStateProvider({ children }: { children: ReactNode }) {
  const [formOpen, setFormOpen] = useState(false);
  const value = useMemo(() => ({ formOpen, setFormOpen }), [formOpen]);
  return <HiringStateContext.Provider value={value}>{children}</HiringStateContext.Provider>;
}

export const useHiringState = () => useContext(HiringStateContext);
