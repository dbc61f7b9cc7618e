'use client';

import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { englishLabels, readinessLabel, type AdminApplicationRow } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { endpointUrl } from '@/lib/contracts/endpoint';
import type { AdminColumn, SortingState } from '../data-table';
import { PagedTable } from '../paged-table';
import { formatDate } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { ApplicationFilters } from './application-filters';

const columns: AdminColumn<AdminApplicationRow>[] = [
  {
    id: 'name',
    header: 'Candidate',
    accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`/admin/applications/${row.original._id}`} className="font-semibold text-navy underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', accessorKey: 'email', enableSorting: false },
  {
    id: 'job',
    header: 'Job',
    enableSorting: false,
    accessorFn: (r) => r.job?.title ?? 'General application',
  },
  { id: 'appliedFor', header: 'Position', accessorFn: (r) => r.appliedFor ?? '—', enableSorting: false },
  { id: 'stage', header: 'Stage', accessorKey: 'stage' },
  {
    // Offered and Deployed only: every required document verified and the passport valid long enough.
    id: 'readiness',
    header: 'Readiness',
    enableSorting: false,
    accessorFn: (r) => (r.readiness ? readinessLabel(r.readiness) : ''),
    cell: ({ row }) => {
      const readiness = row.original.readiness;
      if (!readiness) return null;
      const tone = { ready: 'text-green-800', missing: 'text-amber-800', expired: 'text-red-800' }[readiness.state];
      return <span className={`font-semibold ${tone}`}>{readinessLabel(readiness)}</span>;
    },
  },
  { id: 'experienceInYears', header: 'Years', accessorKey: 'experienceInYears' },
  {
    id: 'english',
    header: 'English',
    enableSorting: false,
    accessorFn: (r) => englishLabels[r.englishProficiency],
  },
  { id: 'location', header: 'Location', accessorFn: (r) => r.preferredLocation ?? '—', enableSorting: false },
  { id: 'createdAt', header: 'Applied', accessorKey: 'createdAt', cell: ({ getValue }) => formatDate(getValue()) },
];

/** Every application, filtered, searched, sorted and paged by the server, with a CSV of the same. */
export function ApplicationList() {
  const { params, update } = useUrlParams();
  const { list, exportCsv } = api.adminApplications;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const sorting: SortingState = [{ id: params.sort ?? 'createdAt', desc: (params.order ?? 'desc') === 'desc' }];
  // The CSV holds every matching row, whatever page the list shows.
  const filters = { ...params, page: undefined };

  return (
    <>
      <ApplicationFilters params={params} update={update} />
      <div className="mb-3 flex justify-end">
        <a
          href={endpointUrl(exportCsv, { query: addressQuery(exportCsv, filters) })}
          className={buttonClass('outline')}
          download
        >
          Download CSV
        </a>
      </div>
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Applications"
        columns={columns}
        emptyText="No application matches these filters."
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0];
          if (first) update({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
        }}
      />
    </>
  );
}
