'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { JobSummary } from '@/lib/contracts';
import { salaryLabel } from './job-detail';
import { JobOrderLine } from './job-order-panel';
import { JobTagBadge } from './job-tag-badge';

interface JobListProps {
  jobs: JobSummary[];
  selectedId: string | null;
  onSelect: (job: JobSummary) => void;
  /** The openings the signed-in candidate applied to. */
  appliedIds: ReadonlySet<string>;
  /** The agency's DMW licence number, on every card with the job order's number. */
  licenceNumber: string;
}

/** The openings as selectable cards, each a link to its own page (and a 'View job page' link once selecting in place). */
export function JobList({ jobs, selectedId, onSelect, appliedIds, licenceNumber }: JobListProps) {
  return (
    <ul className="space-y-3">
      {jobs.map((job, index) => {
        const selected = job._id === selectedId;
        return (
          <li
            key={job._id}
            className={`rounded-lg border bg-white transition ${selected ? 'border-navy ring-2 ring-navy/30' : 'border-slate-200 hover:border-gold'}`}
          >
            {/* A real link to the job's page, so a tap works before the page's script has loaded;
                once hydrated it selects the job in place (the detail pane, or the dialog on phones). */}
            <SiteLink
              href={`/candidates/${job.slug}`}
              prefetch={false}
              data-job-card
              onNavigate={(event) => {
                event.preventDefault();
                onSelect(job);
              }}
              aria-current={selected ? 'true' : undefined}
              className="block w-full rounded-lg p-4 text-left focus-visible:outline-2 focus-visible:outline-navy"
            >
              <span className="flex items-start justify-between gap-2">
                <span
                  className="font-semibold text-navy"
                  // Element Timing: when the first card is painted (the phone bench reads it).
                  {...(index === 0 ? { elementtiming: 'first-job-card' } : {})}
                >
                  {job.title}
                </span>
                <JobTagBadge tag={job.tag} />
              </span>
              <span className="mt-1 block text-sm text-slate-700">{job.companyName}</span>
              <span className="mt-1 block text-sm text-slate-700">
                {[job.location.map((l) => l.name).join(', '), salaryLabel(job)].filter(Boolean).join(' · ')}
              </span>
              <JobOrderLine job={job} licenceNumber={licenceNumber} />
              {appliedIds.has(job._id) ? (
                <span className="mt-2 inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                  Already Applied
                </span>
              ) : null}
            </SiteLink>
            <div className="border-t border-slate-100 px-4 py-2">
              <SiteLink
                href={`/candidates/${job.slug}`}
                prefetch={false}
                className="text-sm font-semibold text-navy underline hover:text-gold-dark"
              >
                View job page<span className="sr-only">: {job.title}</span>
              </SiteLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
