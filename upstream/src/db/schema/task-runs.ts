import { taskRunStatuses } from '@contracts/scheduler/task-runs';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const taskRunStatusEnum = pgEnum('task_run_status', taskRunStatuses);

/**
 * One row per scheduled task and period (modules/scheduler): the unique key is the claim, so a
 * period runs once across restarts and instances; the row is also the record staff see.
 */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: id(),
    task: text('task').notNull(),
    /** The period in UAE local time: '2026-11-24T09:23' (minute), '2026-11-24T09' (hour), '2026-11-24' (day). */
    period: text('period').notNull(),
    status: taskRunStatusEnum('status').notNull().default('running'),
    /** 1, then one more each time a run left unfinished (a crash) is claimed again. */
    attempt: integer('attempt').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    report: jsonb('report').$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('task_runs_task_period_unique').on(t.task, t.period),
    index('task_runs_started_idx').on(t.startedAt.desc()),
  ],
);
