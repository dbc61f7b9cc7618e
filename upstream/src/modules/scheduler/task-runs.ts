import type { FastifyInstance } from 'fastify';
import type { ParsedQueryOf } from '@contracts/core/endpoint';
import type { api } from '@contracts/endpoints';
import type { TaskRun } from '@contracts/scheduler/task-runs';
import { describeCadence } from './cadence';
import { listRuns, type TaskRunRow } from './repository';

function toTaskRun(run: TaskRunRow): TaskRun {
  return {
    _id: run.id,
    task: run.task,
    period: run.period,
    status: run.status,
    attempt: run.attempt,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    report: run.report ?? null,
    error: run.error,
  };
}

/** One page of the runs, newest first, with the tasks there are and how often each runs. */
export async function listTaskRunsForStaff(
  app: Pick<FastifyInstance, 'db' | 'scheduler'>,
  { task, status, page, pageSize }: ParsedQueryOf<typeof api.adminTaskRuns.list>,
) {
  const { rows, total } = await listRuns(app.db, { task, status, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    data: rows.map(toTaskRun),
    total,
    page,
    pageSize,
    tasks: app.scheduler.tasks.map((t) => ({ name: t.name, cadence: describeCadence(t.cadence) })),
  };
}
