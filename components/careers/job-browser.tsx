'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { JobOpening, JobSearchResult, JobSummary } from '@/lib/contracts';
import { jobSearchPageSize } from '@/lib/contracts/job-openings/paging';
import { JobDetailLoader } from './job-detail-loader';
import { JobList } from './job-list';
import type { LicenceSummary } from './job-order-panel';
import { JobPager } from './job-pager';
import type { JobSearchFilters } from './job-search-filters';
import { useJobSearch } from './use-job-search';
import { useMediaQuery } from './use-media-query';
import { useScrollReveal } from './use-scroll-reveal';

// The full-screen job dialog (radix) loads when a phone visitor first opens a job.
const JobDialog = dynamic(() => import('./job-dialog').then((m) => m.JobDialog), { ssr: false });

/** Under 640 px the list shows this many, and this many more each time its end scrolls near (spec). */
const phoneStep = 5;

interface JobBrowserProps {
  filters: JobSearchFilters;
  firstPage: JobSearchResult;
  /** The server-rendered detail of the first result. */
  initialDetail: JobOpening | null;
  licence: LicenceSummary;
  appliedIds: ReadonlySet<string>;
  onApply: (job: JobSummary) => void;
}

/**
 * The results of a search: from 640 px a page of 20 at a time with Previous / Next (and from 768 px
 * the detail pane of the selected job); under 640 px a list that grows by 5 as the visitor scrolls.
 * Further pages come from the server's search as they are needed.
 */
export function JobBrowser({ filters, firstPage, initialDetail, licence, appliedIds, onApply }: JobBrowserProps) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = useJobSearch(
    filters,
    firstPage,
  );
  const narrow = useMediaQuery('(max-width: 639px)');
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState(phoneStep);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogJob, setDialogJob] = useState<JobSummary | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const loaded = data.pages.flatMap((p) => p.data);
  const jobs = narrow ? loaded.slice(0, shown) : (data.pages[page]?.data ?? []);
  const pageCount = Math.ceil(firstPage.total / jobSearchPageSize);
  // The first job of the page is selected until the visitor picks another.
  const selected = jobs.find((job) => job._id === selectedId) ?? jobs[0] ?? null;

  const more = narrow && (shown < loaded.length || hasNextPage);
  const endRef = useScrollReveal<HTMLDivElement>(more && !isFetchingNextPage && !isFetchNextPageError, shown, () => {
    // Fetch the next server page when the 5 after these are not all loaded yet.
    if (shown + phoneStep > loaded.length && hasNextPage) void fetchNextPage();
    setShown((count) => count + phoneStep);
  });

  const goToPage = async (next: number) => {
    if (next >= data.pages.length) {
      const result = await fetchNextPage();
      if (!result.data || result.data.pages.length <= next) return;
    }
    setPage(next);
    setSelectedId(null);
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const select = (job: JobSummary) => {
    setSelectedId(job._id);
    // Below 768 px there is no detail pane: the job opens full screen.
    if (!window.matchMedia('(min-width: 768px)').matches) setDialogJob(job);
  };

  const apply = (job: JobSummary) => {
    setDialogJob(null);
    onApply(job);
  };

  return (
    <div ref={listTop} className="grid scroll-mt-24 gap-6 md:grid-cols-5">
      <div className="md:col-span-2">
        <JobList
          jobs={jobs}
          selectedId={selected?._id ?? null}
          onSelect={select}
          appliedIds={appliedIds}
          licenceNumber={licence.licenceNumber}
        />
        {more ? <div ref={endRef} className="h-8" aria-hidden="true" /> : null}
        {isFetchingNextPage && narrow ? <Spinner label="Loading more job openings…" /> : null}
        {isFetchNextPageError ? <p className="mt-4 text-red-700">Failed to load data.</p> : null}
        {narrow ? null : <JobPager page={page} pageCount={pageCount} busy={isFetchingNextPage} onPage={goToPage} />}
      </div>
      {selected ? (
        <div className="hidden md:col-span-3 md:block">
          <div
            role="region"
            aria-label="Job details"
            className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <JobDetailLoader
              key={selected._id}
              job={selected}
              initialDetail={initialDetail}
              licence={licence}
              isApplied={appliedIds.has(selected._id)}
              onApply={apply}
            />
          </div>
        </div>
      ) : null}
      {dialogJob ? (
        <JobDialog
          job={dialogJob}
          initialDetail={initialDetail}
          licence={licence}
          isApplied={appliedIds.has(dialogJob._id)}
          onApply={apply}
          onClose={() => setDialogJob(null)}
        />
      ) : null}
    </div>
  );
}
