'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { stepStatusLabels, type BoardRow } from '@/lib/contracts/deployments/deployment';
import { deploymentStepKeys, deploymentSteps } from '@/lib/contracts/deployments/steps';
import { api } from '@/lib/contracts/endpoints';
import { DataTable, type AdminColumn } from '../data-table';
import { filterFields } from '../filter-fields';
import { formatDate } from '../format';
import { QueryState } from '../query-state';
import { useMayCall } from '../staff-roles';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

const actorLabels = { candidate: 'Candidate', agency: 'Agency', employer: 'Employer' } as const;
const stepOptions = deploymentStepKeys.map((key) => ({ value: key, label: deploymentSteps[key].label }));

function columns(mayOpen: boolean): AdminColumn<BoardRow>[] {
  return [
    {
      id: 'dueOn',
      header: 'Due',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.dueOn ? (
          <span className={row.original.overdue ? 'font-semibold text-red-800' : ''}>
            {formatDate(row.original.dueOn)}
            {row.original.overdue ? ' (overdue)' : ''}
          </span>
        ) : (
          'No departure date'
        ),
    },
    { id: 'step', header: 'Step', enableSorting: false, accessorFn: (r) => r.label },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      accessorFn: (r) => (r.reason ? `${stepStatusLabels[r.status]}: ${r.reason}` : stepStatusLabels[r.status]),
    },
    { id: 'actor', header: 'Who acts', enableSorting: false, accessorFn: (r) => actorLabels[r.actor] },
    {
      id: 'candidate',
      header: 'Candidate',
      enableSorting: false,
      cell: ({ row }) =>
        mayOpen ? (
          <Link href={`/admin/deployments/${row.original.applicationId}`} className="font-semibold text-navy underline">
            {row.original.candidate}
          </Link>
        ) : (
          row.original.candidate
        ),
    },
    { id: 'job', header: 'Job order', enableSorting: false, accessorFn: (r) => r.jobTitle },
    { id: 'client', header: 'Client', enableSorting: false, accessorFn: (r) => r.client ?? '—' },
  ];
}

/** Open deployment steps, overdue first, by step, client, job order and owner (kept in the address); paged by the server. */
export function DeploymentBoard() {
  const { params, update } = useUrlParams();
  const board = api.adminDeploymentSteps.board;
  const result = useAdminQuery(board, { query: addressQuery(board, params) }, { keepPrevious: true });
  const filters = useAdminQuery(api.adminDeploymentSteps.filters).data?.data;
  const mayOpen = useMayCall(api.adminDeploymentSteps.detail);
  // Any change but paging goes back to the first page.
  const { select } = filterFields(params, (patch) => update({ after: undefined, ...patch }));
  const page = result.data;
  return (
    <>
      <form
        role="search"
        aria-label="Filter the deployment board"
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        {select('step', 'Step', stepOptions)}
        {select('clientId', 'Client', filters?.clients ?? [])}
        {select('jobOpeningId', 'Job order', filters?.jobOrders ?? [])}
        {select('ownerId', 'Owner', filters?.owners ?? [])}
      </form>
      {page ? (
        <>
          <DataTable
            caption="Open deployment steps"
            columns={columns(mayOpen)}
            data={page.data}
            emptyText="No open step matches these filters."
          />
          <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" disabled={!params.after} onClick={() => update({ after: undefined })}>
              First page
            </Button>
            <Button variant="outline" disabled={!page.next} onClick={() => update({ after: page.next ?? undefined })}>
              Next page
            </Button>
          </nav>
        </>
      ) : (
        <QueryState isPending={result.isPending} error={result.error} />
      )}
    </>
  );
}
