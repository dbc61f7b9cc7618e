'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-2xl',
  full: 'h-full max-w-none rounded-none sm:h-auto sm:max-w-2xl sm:rounded-xl',
} as const;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  width?: keyof typeof widths;
  children: ReactNode;
}

/** A modal with a focus trap, Escape to close and a labelled title (radix-ui). */
export function Dialog({ open, onOpenChange, title, hideTitle, width = 'md', children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[100dvh] w-full -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${widths[width]}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-xl font-semibold text-navy'}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
