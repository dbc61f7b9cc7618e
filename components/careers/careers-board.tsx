'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { ForCandidateContent, JobOpening } from '@/lib/contracts';
import { ApplicationForm } from './application-form';
import { ApplyButton } from './apply-button';
import { JobDetail } from './job-detail';
import { JobList } from './job-list';
import { NoJobs } from './no-jobs';
import { useJobOpenings } from './use-job-openings';

interface CareersBoardProps {
  /** The active openings as the server rendered them (for crawlers and a fast first paint). */
  initialJobs: JobOpening[];
  general: ForCandidateContent['generalApplicationSection'];
}

/**
 * The interactive part of the careers page: the job list with its detail pane (a dialog on phones),
 * the general application prompt, and the application form that replaces the list when applying.
 */
export function CareersBoard({ initialJobs, general }: CareersBoardProps) {
  const { data: jobs, isError, isFetching } = useJobOpenings(initialJobs);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogJobId, setDialogJobId] = useState<string | null>(null);
  const [applying, setApplying] = useState<{ job?: JobOpening } | null>(null);

  // The first job is selected until the visitor picks another.
  const selected = jobs.find((job) => job._id === selectedId) ?? jobs[0] ?? null;
  const dialogJob = jobs.find((job) => job._id === dialogJobId) ?? null;

  const select = (job: JobOpening) => {
    setSelectedId(job._id);
    // Below 768 px there is no detail pane: the job opens full screen.
    if (!window.matchMedia('(min-width: 768px)').matches) setDialogJobId(job._id);
  };

  const apply = (job?: JobOpening) => {
    setDialogJobId(null);
    setApplying({ job });
  };

  let openings;
  if (applying) {
    openings = <ApplicationForm job={applying.job} onClose={() => setApplying(null)} />;
  } else if (jobs.length === 0) {
    openings = isFetching ? (
      <Spinner label="Loading job openings…" />
    ) : isError ? (
      <p className="text-red-700">Failed to load data.</p>
    ) : (
      <NoJobs />
    );
  } else {
    openings = (
      <div className="grid gap-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <JobList jobs={jobs} selectedId={selected?._id ?? null} onSelect={select} />
        </div>
        {selected ? (
          <div className="hidden md:col-span-3 md:block">
            <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <JobDetail
                job={selected}
                showPageLink
                action={<ApplyButton isApplied={selected.isApplied} onApply={() => apply(selected)} />}
              />
            </div>
          </div>
        ) : null}
      </div>
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
            <ApplyButton label={general.buttonText} onApply={() => apply()} />
          </div>
        </section>
      )}

      {dialogJob ? (
        <Dialog
          open
          onOpenChange={(open) => (open ? undefined : setDialogJobId(null))}
          title={dialogJob.title}
          hideTitle
          width="full"
        >
          <JobDetail
            job={dialogJob}
            showPageLink
            action={<ApplyButton isApplied={dialogJob.isApplied} onApply={() => apply(dialogJob)} />}
          />
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={() => setDialogJobId(null)}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
