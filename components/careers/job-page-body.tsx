'use client';

import { useState } from 'react';
import type { JobOpening } from '@/lib/contracts';
import { ApplyButton, jobApplyHref } from './apply-button';
import { JobDetail } from './job-detail';
import type { LicenceSummary } from './job-order-panel';
import { LazyApplicationForm } from './lazy-application-form';
import { useAppliedJobIds } from './use-applied-job-ids';

/**
 * A job's own page body: the opening as the server rendered it, with its Apply button (or 'Already
 * Applied' from the candidate's applied ids), replaced by the form when applying.
 */
export function JobPageBody({ job, licence }: { job: JobOpening; licence: LicenceSummary }) {
  const appliedIds = useAppliedJobIds();
  const [applying, setApplying] = useState(false);

  if (applying) return <LazyApplicationForm job={job} onClose={() => setApplying(false)} />;
  return (
    <JobDetail
      job={job}
      licence={licence}
      headingLevel="h1"
      action={
        <ApplyButton
          href={jobApplyHref(job.slug)}
          applyFromUrl="job"
          isApplied={appliedIds.has(job._id)}
          onApply={() => setApplying(true)}
        />
      }
    />
  );
}
