import type { FastifyInstance } from 'fastify';
import type { TaskRun } from '@contracts/task-runs';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { describeCadence } from '../scheduler/cadence';
import { listRuns, type TaskRunRow } from '../scheduler/repository';

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

/** Staff see what the scheduled tasks did: recent runs, newest first, and which tasks there are. */
export default async function adminTaskRunRoutes(app: FastifyInstance) {
  route(app, api.adminTaskRuns.list, async ({ query: { task, status, page, pageSize } }) => {
    const { rows, total } = await listRuns(app.db, { task, status, limit: pageSize, offset: (page - 1) * pageSize });
    return {
      data: rows.map(toTaskRun),
      total,
      page,
      pageSize,
      tasks: app.scheduler.tasks.map((t) => ({ name: t.name, cadence: describeCadence(t.cadence) })),
    };
  });
}
