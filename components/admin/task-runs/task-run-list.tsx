'use client';

import { FormField } from '@/components/ui/form-field';
import { taskRunStatuses, type TaskRun } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { formatDateTime } from '../format';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

const statusLabels: Record<TaskRun['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** How long a run took: '0.4 s', '2 min 5 s'. */
function duration(run: TaskRun) {
  if (!run.finishedAt) return '—';
  const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime();
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** What the run did, as its task counted it: 'closed 2, mails 6'. */
const reportText = (run: TaskRun) =>
  run.report
    ? Object.entries(run.report)
        .map(([what, n]) => `${what} ${n}`)
        .join(', ') || '—'
    : '—';

/** The scheduled tasks' runs, newest first (paged by the server), failures with their error. */
export function TaskRunList() {
  const { params, update } = useUrlParams();
  const list = api.adminTaskRuns.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });

  const columns: AdminColumn<TaskRun>[] = [
    { id: 'task', header: 'Task', accessorKey: 'task' },
    { id: 'period', header: 'Period (UAE time)', accessorKey: 'period' },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => (
        <span className={row.original.status === 'failed' ? 'font-semibold text-red-700' : undefined}>
          {statusLabels[row.original.status]}
          {row.original.attempt > 1 ? ` (attempt ${row.original.attempt})` : ''}
        </span>
      ),
    },
    {
      id: 'startedAt',
      header: 'Started',
      accessorKey: 'startedAt',
      cell: ({ getValue }) => formatDateTime(getValue()),
    },
    { id: 'took', header: 'Took', accessorFn: duration, enableSorting: false },
    {
      id: 'outcome',
      header: 'Report or error',
      enableSorting: false,
      accessorFn: (run) => run.error ?? reportText(run),
      cell: ({ row }) =>
        row.original.error ? <span className="text-red-700">{row.original.error}</span> : reportText(row.original),
    },
  ];

  return (
    <>
      <form
        role="search"
        aria-label="Filter task runs"
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField
          as="select"
          label="Task"
          value={params.task ?? ''}
          onChange={(e) => update({ task: e.target.value || undefined })}
          options={(result.data?.tasks ?? []).map((t) => ({ value: t.name, label: `${t.name} (${t.cadence})` }))}
          placeholder="Any"
        />
        <FormField
          as="select"
          label="Status"
          value={params.status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
          options={taskRunStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          placeholder="Any"
        />
      </form>
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Task runs"
        columns={columns}
        emptyText="No run yet."
      />
    </>
  );
}
