'use client';

import type { ReactNode } from 'react';
import { useHiringState } from './hiring-state';

/** The main column: the inquiry form while it is open, otherwise the page's content. */
export function HiringSwitch({ form, children }: { form: ReactNode; children: ReactNode }) {
  const { formOpen } = useHiringState();
  return <>{formOpen ? form : children}</>;
}
