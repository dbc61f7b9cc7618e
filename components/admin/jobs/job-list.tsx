'use client';

import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { isPastValidThrough, type JobOpening } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { DataTable, type AdminColumn } from '../data-table';
import { formatDate } from '../format';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';

/** Closed by the scheduler at the end of its valid-through day, or hidden by staff. */
const status = (job: JobOpening) =>
  job.isActive ? 'Active' : isPastValidThrough(job.validThrough, new Date()) ? 'Expired' : 'Hidden';

/** Every job opening, active or not: edit, show or hide on the site, delete. */
export function JobList() {
  const { data, isPending, error } = useAdminQuery(api.adminJobOpenings.list);
  const setActive = useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      callEndpoint(api.adminJobOpenings.setActive, { params: { id }, body: { isActive } }),
    'Job opening updated',
  );
  const remove = useAdminMutation(
    (id: string) => callEndpoint(api.adminJobOpenings.remove, { params: { id } }),
    'Job opening deleted',
  );

  const columns: AdminColumn<JobOpening>[] = [
    {
      id: 'title',
      header: 'Title',
      accessorKey: 'title',
      cell: ({ row }) => (
        <Link href={`/admin/jobs/${row.original._id}`} className="font-semibold text-navy underline">
          {row.original.title}
        </Link>
      ),
    },
    { id: 'position', header: 'Position', accessorFn: (j) => j.position?.name ?? '—' },
    { id: 'locations', header: 'Locations', accessorFn: (j) => j.location.map((l) => l.name).join(', ') },
    { id: 'tag', header: 'Tag', accessorKey: 'tag' },
    { id: 'status', header: 'Status', accessorFn: status },
    {
      id: 'validThrough',
      header: 'Valid through',
      accessorFn: (j) => j.validThrough ?? '',
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : '—'),
    },
    { id: 'updatedAt', header: 'Updated', accessorKey: 'updatedAt', cell: ({ getValue }) => formatDate(getValue()) },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const job = row.original;
        return (
          <div className="flex gap-2">
            {status(job) === 'Expired' ? (
              // Activating it would be refused: a later valid-through date is what reopens it.
              <Link href={`/admin/jobs/${job._id}`} className={buttonClass('outline', 'px-2 py-1 text-xs')}>
                Extend
              </Link>
            ) : (
              <Button
                variant="outline"
                className="px-2 py-1 text-xs"
                onClick={() => setActive.mutate({ id: job._id, isActive: !job.isActive })}
              >
                {job.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            )}
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs text-red-700"
              onClick={() =>
                window.confirm(`Delete “${job.title}”? Its applications are kept.`) && remove.mutate(job._id)
              }
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <div className="mb-4">
        <Link href="/admin/jobs/new" className={buttonClass()}>
          New job opening
        </Link>
      </div>
      {data ? (
        <DataTable caption="Job openings" columns={columns} data={data.data} emptyText="No job openings yet." />
      ) : (
        <QueryState isPending={isPending} error={error} />
      )}
    </>
  );
}
