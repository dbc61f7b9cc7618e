'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import Link from 'next/link';
import { useState } from 'react';
import { navLinks } from './nav-links';

/** The header links in a slide-out panel on small screens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="rounded-md p-2 text-navy lg:hidden" aria-label="Open menu">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] bg-white p-6 shadow-xl"
        >
          <div className="mb-6 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold text-navy">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500" aria-label="Close menu">
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="space-y-1">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={() => setOpen(false)}
                    className="block rounded px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
