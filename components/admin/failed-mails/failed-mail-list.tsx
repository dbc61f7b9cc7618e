'use client';

import type { FailedMail } from '@/lib/contracts/outbox-mails/outbox-mail';
import { api } from '@/lib/contracts/endpoints';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { formatDateTime } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

/** Mails whose every attempt to send failed (four, over about half an hour), newest first, with the last error. */
export function FailedMailList() {
  const { params, update } = useUrlParams();
  const list = api.adminOutboxMails.failed;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });

  const columns: AdminColumn<FailedMail>[] = [
    { id: 'to', header: 'To', accessorKey: 'to', enableSorting: false },
    { id: 'subject', header: 'Subject', accessorKey: 'subject', enableSorting: false },
    {
      id: 'createdAt',
      header: 'Queued',
      accessorKey: 'createdAt',
      enableSorting: false,
      cell: ({ getValue }) => formatDateTime(getValue()),
    },
    { id: 'attempts', header: 'Attempts', accessorKey: 'attempts', enableSorting: false },
    {
      id: 'lastError',
      header: 'Last error',
      accessorKey: 'lastError',
      enableSorting: false,
      cell: ({ getValue }) => <span className="text-red-700">{getValue() ?? '—'}</span>,
    },
  ];

  return (
    <PagedTable
      result={result}
      onPage={(page) => update({ page: String(page) })}
      caption="Failed mails"
      columns={columns}
      emptyText="No failed mail: every mail was sent."
    />
  );
}
