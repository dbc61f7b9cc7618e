'use client';

import { Button } from '@/components/ui/button';

interface JobPagerProps {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next page under the list on tablets and desktops (pages counted from 0). */
export function JobPager({ page, pageCount, busy, onPage }: JobPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Job openings pages" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page + 1} of {pageCount}
      </span>
      <Button variant="outline" disabled={page + 1 >= pageCount || busy} onClick={() => onPage(page + 1)}>
        {busy ? 'Loading…' : 'Next page'}
      </Button>
    </nav>
  );
}
