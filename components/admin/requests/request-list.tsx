'use client';

import Link from 'next/link';
import { FormField } from '@/components/ui/form-field';
import { requestStatuses } from '@/lib/contracts';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { formatDateTime } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { requestKinds, type RequestKindName, type RequestRow } from './request-kinds';

/** Employer inquiries or contact messages, newest first, by status and search, paged by the server. */
export function RequestList({ kind }: { kind: RequestKindName }) {
  const config = requestKinds[kind];
  const { params, update } = useUrlParams();
  const list = config.endpoints.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const heading = config.heading as (r: RequestRow) => string;
  const summary = config.summary as (r: RequestRow) => string;
  const columns: AdminColumn<RequestRow>[] = [
    {
      id: 'heading',
      header: kind === 'inquiry' ? 'Company' : 'Subject',
      accessorFn: heading,
      cell: ({ row }) => (
        <Link href={`${config.page}/${row.original._id}`} className="font-semibold text-navy underline">
          {heading(row.original)}
        </Link>
      ),
    },
    { id: 'summary', header: 'From', accessorFn: summary, enableSorting: false },
    { id: 'email', header: 'Email', accessorKey: 'email' },
    { id: 'status', header: 'Status', accessorKey: 'status' },
    {
      id: 'createdAt',
      header: 'Received',
      accessorKey: 'createdAt',
      cell: ({ getValue }) => formatDateTime(getValue()),
    },
  ];

  return (
    <>
      <form
        role="search"
        aria-label={`Filter ${config.title.toLowerCase()}`}
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
        }}
      >
        <FormField label={config.searchLabel} name="q" type="search" defaultValue={params.q ?? ''} key={params.q} />
        <FormField
          as="select"
          label="Status"
          value={params.status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
          options={requestStatuses.map((s) => ({ value: s, label: s }))}
          placeholder="Any"
        />
      </form>
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption={config.title}
        columns={columns}
        emptyText={`No ${config.noun} matches.`}
      />
    </>
  );
}
