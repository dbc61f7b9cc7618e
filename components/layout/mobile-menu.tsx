'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';

// The panel (radix dialog) loads on the first tap, off every page's first load.
const MobileMenuPanel = dynamic(() => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel), { ssr: false });

/** The menu button of small screens; the slide-out panel with the header links opens from it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rounded-md p-2 text-navy lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded ? <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
