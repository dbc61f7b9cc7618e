'use client';

import { useState } from 'react';
import type { JobOpening } from '@/lib/contracts';
import { ApplicationForm } from './application-form';
import { ApplyButton } from './apply-button';
import { JobDetail } from './job-detail';
import { useJobOpening } from './use-job-openings';

/** A job's own page body: the opening with its Apply button, replaced by the form when applying. */
export function JobPageBody({ initialJob }: { initialJob: JobOpening }) {
  const { data: job } = useJobOpening(initialJob);
  const [applying, setApplying] = useState(false);

  if (applying) return <ApplicationForm job={job} onClose={() => setApplying(false)} />;
  return (
    <JobDetail
      job={job}
      headingLevel="h1"
      action={<ApplyButton isApplied={job.isApplied} onApply={() => setApplying(true)} />}
    />
  );
}
