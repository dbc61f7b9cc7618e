'use client';

import Link from 'next/link';
import { englishLabels, readinessLabel, type AdminApplicationRow } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { CursorPager, firstPage } from '../cursor-pager';
import { DataTable, type AdminColumn, type SortingState } from '../data-table';
import { QueryState } from '../query-state';
import { formatDate } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { ApplicationFilters } from './application-filters';
import { ExportCsvDialog } from './export-csv-dialog';
import { useMayCall } from '../staff-roles';

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
  // A new filter, search or sort starts from the first page.
  const refine = (patch: Record<string, string | undefined>) => update({ ...firstPage, ...patch });
  // The CSV holds every matching row (streamed, no limit), whatever page the list shows.
  const filters = { ...params, ...firstPage, pageSize: undefined };
  const page = result.data;
  const mayExport = useMayCall(exportCsv);

  return (
    <>
      <ApplicationFilters params={params} update={refine} />
      {mayExport && (
        <div className="mb-3 flex items-center justify-end gap-3">
          <p className="text-sm text-slate-600">The CSV holds every application matching these filters.</p>
          <ExportCsvDialog filters={filters} />
        </div>
      )}
      {page ? (
        <>
          <DataTable
            caption="Applications"
            columns={columns}
            data={page.data}
            emptyText="No application matches these filters."
            sorting={sorting}
            onSortingChange={(next) => {
              const first = next[0];
              if (first) refine({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
            }}
          />
          <CursorPager {...page} shown={page.data.length} noun="applications" onPage={update} />
        </>
      ) : (
        <QueryState isPending={result.isPending} error={result.error} />
      )}
    </>
  );
}
