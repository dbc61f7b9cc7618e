'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { JobOpening } from '@/lib/contracts';
import { salaryLabel } from './job-detail';
import { JobTagBadge } from './job-tag-badge';
import { useMediaQuery } from './use-media-query';

const pageStep = 5;

interface JobListProps {
  jobs: JobOpening[];
  selectedId: string | null;
  onSelect: (job: JobOpening) => void;
}

/** The openings as selectable cards; under 640 px, 5 at a time, 5 more as the end scrolls into view. */
export function JobList({ jobs, selectedId, onSelect }: JobListProps) {
  const narrow = useMediaQuery('(max-width: 639px)');
  const [shown, setShown] = useState(pageStep);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const visible = narrow ? jobs.slice(0, shown) : jobs;
  const hasMore = narrow && shown < jobs.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + pageStep);
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, shown]);

  return (
    <div>
      <ul className="space-y-3">
        {visible.map((job) => {
          const selected = job._id === selectedId;
          return (
            <li
              key={job._id}
              className={`rounded-lg border bg-white transition ${selected ? 'border-navy ring-2 ring-navy/30' : 'border-slate-200 hover:border-gold'}`}
            >
              <button
                type="button"
                onClick={() => onSelect(job)}
                aria-current={selected ? 'true' : undefined}
                className="block w-full rounded-lg p-4 text-left focus-visible:outline-2 focus-visible:outline-navy"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-navy">{job.title}</span>
                  <JobTagBadge tag={job.tag} />
                </span>
                <span className="mt-1 block text-sm text-slate-700">{job.companyName}</span>
                <span className="mt-1 block text-sm text-slate-700">
                  {[job.location.map((l) => l.name).join(', '), salaryLabel(job)].filter(Boolean).join(' · ')}
                </span>
                {job.isApplied ? (
                  <span className="mt-2 inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                    Already Applied
                  </span>
                ) : null}
              </button>
              <div className="border-t border-slate-100 px-4 py-2">
                <Link
                  href={`/candidates/${job.slug}`}
                  className="text-sm font-semibold text-navy underline hover:text-gold-dark"
                >
                  View job page<span className="sr-only">: {job.title}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {hasMore ? <div ref={sentinelRef} className="h-8" aria-hidden="true" /> : null}
    </div>
  );
}
