'use client';

import Link from 'next/link';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/contracts/endpoints';
import { shortlistStatuses } from '@/lib/contracts/shortlists/shortlist';
import { type shortlistRowSchema } from '@/lib/contracts/shortlists/staff';
import type { AdminColumn } from '../data-table';
import { formatDate } from '../format';
import { PagedTable } from '../paged-table';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

type ShortlistRow = z.infer<typeof shortlistRowSchema>;

const columns: AdminColumn<ShortlistRow>[] = [
  {
    id: 'title',
    header: 'Shortlist',
    accessorKey: 'title',
    cell: ({ row }) => (
      <Link href={`/admin/shortlists/${row.original._id}`} className="font-semibold text-navy underline">
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'client',
    header: 'Client',
    accessorFn: (s) => s.client.name,
    cell: ({ row }) => (
      <Link href={`/admin/clients/${row.original.client._id}`} className="text-navy underline">
        {row.original.client.name}
      </Link>
    ),
  },
  { id: 'job', header: 'Job order', accessorFn: (s) => s.jobTitle ?? '—' },
  { id: 'status', header: 'Status', accessorKey: 'status' },
  { id: 'candidates', header: 'Candidates', accessorKey: 'candidates' },
  { id: 'awaiting', header: 'Awaiting a decision', accessorKey: 'awaiting' },
  {
    id: 'sentAt',
    header: 'Sent',
    accessorFn: (s) => s.sentAt ?? '',
    cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : '—'),
  },
];

/** Every shortlist, newest first, by client and status, paged by the server. */
export function ShortlistList() {
  const { params, update } = useUrlParams();
  const list = api.adminShortlists.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const clients = useAdminQuery(api.adminClients.options).data?.data ?? [];

  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        A shortlist starts on its client&apos;s page (Clients, then New shortlist).
      </p>
      <div role="search" aria-label="Filter shortlists" className="mb-4 grid max-w-2xl gap-3 sm:grid-cols-2">
        <FormField
          as="select"
          label="Client"
          value={params.clientId ?? ''}
          onChange={(e) => update({ clientId: e.target.value || undefined })}
          options={clients.map((c) => ({ value: c._id, label: c.name }))}
          placeholder="Any"
        />
        <FormField
          as="select"
          label="Status"
          value={params.status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
          options={shortlistStatuses.map((s) => ({ value: s, label: s }))}
          placeholder="Any"
        />
      </div>
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Shortlists"
        columns={columns}
        emptyText="No shortlist matches."
      />
    </>
  );
}
