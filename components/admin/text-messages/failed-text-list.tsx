'use client';

import type { FailedText } from '@/lib/contracts/text-messages/staff';
import { api } from '@/lib/contracts/endpoints';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { formatDateTime } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

const channelLabel = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** SMS and WhatsApp messages that failed or were reported undelivered, newest first, with the gateway's reason. */
export function FailedTextList() {
  const { params, update } = useUrlParams();
  const list = api.adminTextMessages.failed;
  // Its own page parameter: the failed mails' list above pages by `page`.
  const query = addressQuery(list, { page: params.textPage ?? '1' });
  const result = useAdminQuery(list, { query }, { keepPrevious: true });

  const columns: AdminColumn<FailedText>[] = [
    {
      id: 'channel',
      header: 'Channel',
      accessorKey: 'channel',
      enableSorting: false,
      cell: ({ getValue }) => channelLabel[getValue() as FailedText['channel']],
    },
    { id: 'to', header: 'To', accessorKey: 'to', enableSorting: false },
    {
      id: 'kind',
      header: 'Message',
      accessorKey: 'kind',
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? '—',
    },
    {
      id: 'createdAt',
      header: 'Queued',
      accessorKey: 'createdAt',
      enableSorting: false,
      cell: ({ getValue }) => formatDateTime(getValue()),
    },
    {
      id: 'reason',
      header: 'Reason',
      accessorKey: 'reason',
      enableSorting: false,
      cell: ({ getValue }) => <span className="text-red-700">{getValue() ?? '—'}</span>,
    },
    {
      id: 'mailSentInstead',
      header: 'Mail instead',
      accessorKey: 'mailSentInstead',
      enableSorting: false,
      cell: ({ getValue }) => (getValue() ? 'Yes' : 'No'),
    },
  ];

  return (
    <PagedTable
      result={result}
      onPage={(next) => update({ textPage: String(next) })}
      caption="Failed text messages"
      columns={columns}
      emptyText="No failed text message: every SMS and WhatsApp message was sent."
    />
  );
}
