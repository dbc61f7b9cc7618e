'use client';

import { useState, type ReactNode } from 'react';
import type { ForCandidateContent, JobOpening, JobSearchResult, JobSummary } from '@/lib/contracts';
import { ApplyButton, generalApplyHref } from './apply-button';
import { JobBrowser } from './job-browser';
import type { JobSearchFilters } from './job-search-filters';
import { LazyApplicationForm } from './lazy-application-form';
import { NoJobs } from './no-jobs';
import { NoMatches } from './no-matches';
import { useAppliedJobIds } from './use-applied-job-ids';

interface CareersBoardProps {
  /** The search's first page as the server rendered it; null when the upstream could not answer. */
  firstPage: JobSearchResult | null;
  /** The full detail of the first result, for the desktop pane. */
  initialDetail: JobOpening | null;
  /** The search in the upstream's terms, for its further pages. */
  filters: JobSearchFilters;
  /** Whether the URL narrows the list (an empty result is then 'no match', not 'no jobs'). */
  filtered: boolean;
  /** The search form (server-rendered), shown above the results. */
  searchForm: ReactNode;
  /** Shown under the result count (the job alerts' entry for this search). */
  searchExtras?: ReactNode;
  general: ForCandidateContent['generalApplicationSection'];
}

const countLabel = (total: number, filtered: boolean) =>
  `${total} job ${total === 1 ? 'opening' : 'openings'}${filtered ? ` ${total === 1 ? 'matches' : 'match'} your search` : ''}`;

/**
 * The interactive part of the careers page: the search results with their detail pane (a dialog on
 * phones), the general application prompt, and the application form that replaces them when applying.
 */
export function CareersBoard({
  firstPage,
  initialDetail,
  filters,
  filtered,
  searchForm,
  searchExtras,
  general,
}: CareersBoardProps) {
  const appliedIds = useAppliedJobIds();
  const [applying, setApplying] = useState<{ job?: JobSummary } | null>(null);
  const apply = (job?: JobSummary) => setApplying({ job });

  let openings;
  if (applying) {
    openings = <LazyApplicationForm job={applying.job} onClose={() => setApplying(null)} />;
  } else if (!firstPage) {
    openings = <p className="text-center text-red-700">Failed to load data.</p>;
  } else if (firstPage.total === 0 && !filtered) {
    openings = <NoJobs />;
  } else {
    openings = (
      <>
        {searchForm}
        <p className="mb-4 text-sm font-medium text-slate-700" role="status">
          {countLabel(firstPage.total, filtered)}
        </p>
        {searchExtras}
        {firstPage.total === 0 ? (
          <NoMatches />
        ) : (
          <JobBrowser
            filters={filters}
            firstPage={firstPage}
            initialDetail={initialDetail}
            appliedIds={appliedIds}
            onApply={apply}
          />
        )}
      </>
    );
  }

  return (
    <>
      <section aria-labelledby="openings-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h2 id="openings-title" className="mb-8 text-center text-3xl font-bold text-navy">
            Current Job Openings
          </h2>
          {openings}
        </div>
      </section>

      {applying ? null : (
        <section aria-labelledby="general-application-title" className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h2 id="general-application-title" className="text-2xl font-bold text-navy sm:text-3xl">
            {general.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{general.description}</p>
          <div className="mt-6 flex justify-center">
            <ApplyButton
              href={generalApplyHref}
              applyFromUrl="general"
              label={general.buttonText}
              onApply={() => apply()}
            />
          </div>
        </section>
      )}
    </>
  );
}
