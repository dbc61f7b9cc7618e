'use client';

import Link from 'next/link';
import { accessKindLabels, type AccessRecord } from '@/lib/contracts/access-records/record';
import { api } from '@/lib/contracts/endpoints';
import { CursorPager, firstPage } from '../cursor-pager';
import { DataTable, type AdminColumn } from '../data-table';
import { formatDateTime } from '../format';
import { QueryState } from '../query-state';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { AccessRecordFilters } from './access-record-filters';

/** What was read: its kind, and the file's kind for a file. */
const whatOf = (e: AccessRecord) => (e.kind === 'file' ? `File: ${e.fields.join(', ')}` : accessKindLabels[e.kind]);

/** Whose data: the person (gone once their account is erased), or how many a list showed and its filters. */
function Whose({ entry }: { entry: AccessRecord }) {
  if (entry.subjectCount !== null) {
    const filters = Object.entries(entry.filters ?? {}).map(([key, value]) => `${key}: ${String(value)}`);
    return (
      <>
        {entry.subjectCount.toLocaleString('en')} {entry.subjectCount === 1 ? 'person' : 'people'}
        <span className="block text-xs text-slate-500">{filters.length ? filters.join(' · ') : 'No filter'}</span>
      </>
    );
  }
  if (!entry.subject) return <span className="text-slate-500">An erased account</span>;
  const opened =
    entry.recordId && (entry.kind === 'application' || entry.kind === 'passport')
      ? `/admin/applications/${entry.recordId}`
      : entry.kind === 'candidate'
        ? `/admin/candidates/${entry.subject._id}`
        : undefined;
  return (
    <>
      {opened ? (
        <Link href={opened} className="font-semibold text-navy underline">
          {entry.subject.name}
        </Link>
      ) : (
        entry.subject.name
      )}
      <span className="block text-xs text-slate-500">{entry.subject.email}</span>
    </>
  );
}

const columns: AdminColumn<AccessRecord>[] = [
  { id: 'at', header: 'When', enableSorting: false, accessorFn: (e) => formatDateTime(e.at) },
  {
    id: 'staff',
    header: 'Staff member',
    enableSorting: false,
    accessorFn: (e) => e.staff?.name ?? 'A deleted staff account',
    cell: ({ row }) => (
      <>
        {row.original.staff?.name ?? 'A deleted staff account'}
        <span className="block text-xs text-slate-500">{row.original.staffRoles.join(', ') || 'No role'}</span>
      </>
    ),
  },
  { id: 'what', header: 'What', enableSorting: false, accessorFn: whatOf },
  { id: 'whose', header: 'Whose data', enableSorting: false, cell: ({ row }) => <Whose entry={row.original} /> },
  { id: 'reason', header: 'Reason', enableSorting: false, accessorFn: (e) => e.reason ?? '' },
  { id: 'address', header: 'Address', enableSorting: false, accessorFn: (e) => e.address ?? 'Not recorded' },
];

/** The record of access for Managers: every staff read of personal data, newest first, paged by the server. */
export function AccessRecordList() {
  const { params, update } = useUrlParams();
  const search = api.adminAccessRecords.search;
  const result = useAdminQuery(search, { query: addressQuery(search, params) }, { keepPrevious: true });
  const page = result.data;
  return (
    <>
      <AccessRecordFilters params={params} update={(patch) => update({ ...firstPage, ...patch })} />
      {page ? (
        <>
          <DataTable
            caption="Access records"
            columns={columns}
            data={page.data}
            emptyText="No entry matches these filters."
          />
          <CursorPager {...page} shown={page.data.length} noun="entries" onPage={update} />
        </>
      ) : (
        <QueryState isPending={result.isPending} error={result.error} />
      )}
    </>
  );
}
