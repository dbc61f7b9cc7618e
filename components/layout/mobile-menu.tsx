'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, useSyncExternalStore } from 'react';
import { MenuLinks } from './menu-links';

// The panel (radix dialog) loads on the first tap, off every page's first load.
const MobileMenuPanel = dynamic(() => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel), { ssr: false });

const noSubscription = () => () => undefined;
/** False in the server's HTML and while hydrating, true once this component's script runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The menu button of small screens. Before the page's script runs it is a <details> disclosure that
 * drops the header links down (so the menu works on a slow phone still loading, or without
 * JavaScript); once hydrated, the button opens the slide-out panel instead.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  return (
    <>
      <details ref={details} className="relative lg:hidden">
        <summary
          ref={button}
          // Chromium announces a summary as a button; the role says so to every tool (axe, Playwright).
          role="button"
          className="block cursor-pointer list-none rounded-md p-2 text-navy [&::-webkit-details-marker]:hidden"
          aria-label="Open menu"
          // Once hydrated the button opens a dialog, and says whether it is open.
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-expanded={hydrated ? open : undefined}
          onClick={(event) => {
            event.preventDefault();
            // Opened as a disclosure before hydration: close it, the panel replaces it.
            if (details.current) details.current.open = false;
            setLoaded(true);
            setOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <nav
          aria-label="Menu"
          className="absolute right-0 top-full z-40 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-xl"
        >
          <MenuLinks />
        </nav>
      </details>
      {loaded ? <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
