'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, useSyncExternalStore } from 'react';
import { MenuLinks } from './menu-links';

// The panel (radix dialog) loads on the first tap, off every page's first load.
const MobileMenuPanel = dynamic(() => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel), { ssr: false });

/** The header links' popover, toggled by the menu button before the page's script runs. */
const popoverId = 'mobile-menu-links';

const noSubscription = () => () => undefined;
/** False in the server's HTML and while hydrating, true once this component's script runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The menu button of small screens. Before the page's script runs it toggles the header links as a
 * popover (HTML alone: the menu works on a slow phone still loading, or without JavaScript); once
 * hydrated, the button opens the slide-out panel instead.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const links = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        popoverTarget={popoverId}
        className="block cursor-pointer rounded-md p-2 text-navy"
        aria-label="Open menu"
        // Once hydrated the button opens a dialog, and says whether it is open.
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? open : undefined}
        onClick={(event) => {
          // The popover's own toggle stays off; opened before hydration, it closes: the panel replaces it.
          event.preventDefault();
          if (links.current?.matches(':popover-open')) links.current.hidePopover();
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav
        ref={links}
        id={popoverId}
        popover="auto"
        aria-label="Menu"
        className="fixed inset-auto right-2 top-16 m-0 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-xl"
      >
        <MenuLinks />
      </nav>
      {loaded ? <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </div>
  );
}
