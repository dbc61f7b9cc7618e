'use client';

import type { ReactNode } from 'react';
import { notify } from '@/lib/client/notify';

const noBrochure = 'There is no brochure available currently, please contact us.';

/** 'Download Brochure' while there is no brochure: an info toast says so. */
export function NoBrochureButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => notify.info(noBrochure)}>
      {children}
    </button>
  );
}
