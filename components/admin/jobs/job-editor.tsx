'use client';

import { api } from '@/lib/contracts/endpoints';
import { AssignmentPanel } from '../assignment-panel';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { JobForm } from './job-form';

/** Loads an opening whole (inactive ones too, which the public calls hide) and edits it. */
export function JobEditor({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminJobOpenings.one, { params: { id } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  return (
    <>
      <JobForm job={data.data} key={data.data.updatedAt} />
      <div className="mt-6 max-w-xl">
        <AssignmentPanel record="job-opening" id={id} />
      </div>
    </>
  );
}
