'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { MenuLinks } from './menu-links';

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the menu button when the panel closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The header links in a slide-out panel (radix dialog: focus trap, Escape closes). */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] bg-white p-6 shadow-xl"
        >
          <div className="mb-6 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold text-navy">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500" aria-label="Close menu">
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          <nav aria-label="Main">
            <MenuLinks onNavigate={() => onOpenChange(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
