'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { AlertSearch } from './alert-search';

// The form (and the email field's checks) loads on the tap, off the careers page's first load.
const JobAlertForm = dynamic(() => import('./job-alert-form').then((m) => m.JobAlertForm), {
  ssr: false,
  loading: () => <p role="status">Loading…</p>,
});

/** 'Get job alerts' for the search on screen: a button until tapped, then the small form. */
export function JobAlertEntry({ search, label }: { search: AlertSearch; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      {open ? (
        <JobAlertForm search={search} label={label} />
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={buttonClass('outline')}>
          Get job alerts
        </button>
      )}
    </div>
  );
}
