'use client';

import type { JobOpening, JobSummary } from '@/lib/contracts';
import { Spinner } from '@/components/ui/spinner';
import { ApplyButton, jobApplyHref } from './apply-button';
import { JobDetail } from './job-detail';
import type { LicenceSummary } from './job-order-panel';
import { useJobDetail } from './use-job-detail';

interface JobDetailLoaderProps {
  job: JobSummary;
  /** The detail the server rendered (the first job's), so it shows without a call. */
  initialDetail: JobOpening | null;
  licence: LicenceSummary;
  isApplied: boolean;
  onApply: (job: JobSummary) => void;
}

/** A listed opening's full detail with its Apply button, loaded on first view and kept for the visit. */
export function JobDetailLoader({ job, initialDetail, licence, isApplied, onApply }: JobDetailLoaderProps) {
  const { data: detail, isError } = useJobDetail(job._id, initialDetail);
  if (!detail) {
    return isError ? <p className="text-red-700">Failed to load data.</p> : <Spinner label="Loading job details…" />;
  }
  return (
    <JobDetail
      job={detail}
      licence={licence}
      showPageLink
      action={<ApplyButton href={jobApplyHref(detail.slug)} isApplied={isApplied} onApply={() => onApply(detail)} />}
    />
  );
}
