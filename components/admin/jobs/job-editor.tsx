'use client';

import { api } from '@/lib/contracts/endpoints';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { JobForm } from './job-form';

/** Loads an opening (inactive ones too, which the public calls hide) and edits it. */
export function JobEditor({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminJobOpenings.list);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const job = data.data.find((j) => j._id === id);
  if (!job) return <p>This job opening does not exist or has been removed.</p>;
  return <JobForm job={job} key={job.updatedAt} />;
}
