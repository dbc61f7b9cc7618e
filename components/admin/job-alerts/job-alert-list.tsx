'use client';

import { Button } from '@/components/ui/button';
import { alertSearchLabel, type AdminJobAlert } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { SearchBox } from '../search-box';
import { formatDate, formatDateTime } from '../format';
import { addressQuery, useAdminMutation, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

/** The saved job alerts, newest first: find an address's, and stop one for the person who asks. */
export function JobAlertList() {
  const { params, update } = useUrlParams();
  const list = api.adminJobAlerts.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const remove = useAdminMutation(
    (id: string) => callEndpoint(api.adminJobAlerts.remove, { params: { id } }),
    'Job alert removed',
  );

  const columns: AdminColumn<AdminJobAlert>[] = [
    { id: 'email', header: 'Email', accessorKey: 'email' },
    {
      id: 'search',
      header: 'Search',
      accessorFn: (a) => alertSearchLabel(a.q, a.position?.name, a.location?.name),
    },
    { id: 'who', header: 'Saved by', accessorFn: (a) => (a.forCandidate ? 'Candidate' : 'Visitor') },
    {
      id: 'confirmed',
      header: 'Status',
      accessorFn: (a) => (a.confirmed ? 'Active' : 'Waiting for confirmation'),
    },
    { id: 'createdAt', header: 'Saved', accessorKey: 'createdAt', cell: ({ getValue }) => formatDate(getValue()) },
    {
      id: 'lastSentAt',
      header: 'Last mailed',
      accessorFn: (a) => a.lastSentAt ?? '',
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const alert = row.original;
        return (
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs text-red-700"
            aria-label={`Stop the alert of ${alert.email}`}
            onClick={() => window.confirm(`Stop this job alert of ${alert.email}?`) && remove.mutate(alert._id)}
          >
            Stop
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <SearchBox label="Search email" name="email" value={params.email} onSearch={(email) => update({ email })} />
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Job alerts"
        columns={columns}
        emptyText="No job alert matches."
      />
    </>
  );
}
