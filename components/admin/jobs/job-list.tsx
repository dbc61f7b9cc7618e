'use client';

import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { jobOrderFieldLabels, type AdminJobOpeningRow, type JobOrderField } from '@/lib/contracts';
import { isPastValidThrough } from '@/lib/shared/uae-time';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { AdminColumn } from '../data-table';
import { formatDate } from '../format';
import { PagedTable } from '../paged-table';
import { SearchBox } from '../search-box';
import { addressQuery, useAdminMutation, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

/** Closed by the scheduler at the end of its valid-through day, or hidden by staff. */
const status = (job: AdminJobOpeningRow) =>
  job.isActive ? 'Active' : isPastValidThrough(job.validThrough, new Date()) ? 'Expired' : 'Hidden';

/** The job order column: its number or 'Manpower pooling', and what it lacks to be published. */
function JobOrderCell({ job }: { job: AdminJobOpeningRow }) {
  const kind = job.postingKind === 'MANPOWER_POOLING' ? 'Manpower pooling' : (job.jobOrderNumber ?? 'Job order');
  const missing = job.missingForPublishing.map((field) => jobOrderFieldLabels[field as JobOrderField] ?? field);
  return (
    <div>
      <span>{kind}</span>
      {missing.length > 0 ? (
        <span className="mt-1 block text-xs font-semibold text-red-700" data-missing-fields>
          Missing: {missing.join(', ')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The job openings, active or not, newest first, by search and status, paged by the server: edit, show
 * or hide on the site, delete; job orders lacking fields are flagged.
 */
export function JobList() {
  const { params, update } = useUrlParams();
  const list = api.adminJobOpenings.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const setActive = useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) =>
      callEndpoint(api.adminJobOpenings.setActive, { params: { id }, body: { isActive } }),
    'Job opening updated',
  );
  const remove = useAdminMutation(
    (id: string) => callEndpoint(api.adminJobOpenings.remove, { params: { id } }),
    'Job opening deleted',
  );

  const columns: AdminColumn<AdminJobOpeningRow>[] = [
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
    {
      id: 'jobOrder',
      header: 'Job order',
      accessorFn: (j) => j.missingForPublishing.length,
      cell: ({ row }) => <JobOrderCell job={row.original} />,
    },
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
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          label="Search title, company, job order or principal"
          name="q"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <div className="mb-4 w-48">
          <FormField
            as="select"
            label="Status"
            value={params.status ?? ''}
            onChange={(e) => update({ status: e.target.value || undefined })}
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Hidden or expired' },
            ]}
            placeholder="Any"
          />
        </div>
      </div>
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Job openings"
        columns={columns}
        emptyText={params.q || params.status ? 'No job opening matches.' : 'No job openings yet.'}
      />
    </>
  );
}
