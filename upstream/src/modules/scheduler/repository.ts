import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taskRuns } from '../../db/schema';

export type TaskRunRow = typeof taskRuns.$inferSelect;
export type TaskRunStatus = TaskRunRow['status'];

/**
 * Claims a task's period: a new row, or a row left 'running' by a run that started before
 * `staleBefore` (its process died). Answers the claimed run, or null when the period is taken:
 * finished (succeeded or failed), or running elsewhere. One statement, so two instances racing for
 * the same period see the unique key decide: the second waits for the first's row and finds it taken.
 */
export async function claimRun(db: Database, claim: { task: string; period: string; now: Date; staleBefore: Date }) {
  const [row] = await db
    .insert(taskRuns)
    .values({ task: claim.task, period: claim.period, status: 'running', startedAt: claim.now })
    .onConflictDoUpdate({
      target: [taskRuns.task, taskRuns.period],
      set: { startedAt: claim.now, attempt: sql`${taskRuns.attempt} + 1`, finishedAt: null, error: null, report: null },
      setWhere: and(eq(taskRuns.status, 'running'), lt(taskRuns.startedAt, claim.staleBefore)),
    })
    .returning({ id: taskRuns.id, attempt: taskRuns.attempt });
  return row ?? null;
}

/** Records how a claimed run ended, unless another instance has claimed the period again since. */
export async function finishRun(
  db: Database,
  run: { id: string; attempt: number },
  outcome: { status: 'succeeded' | 'failed'; finishedAt: Date; report?: Record<string, number>; error?: string },
) {
  await db
    .update(taskRuns)
    .set({
      status: outcome.status,
      finishedAt: outcome.finishedAt,
      report: outcome.report ?? null,
      error: outcome.error ?? null,
    })
    .where(and(eq(taskRuns.id, run.id), eq(taskRuns.attempt, run.attempt), eq(taskRuns.status, 'running')));
}

export interface TaskRunFilter {
  task?: string;
  status?: TaskRunStatus;
  limit: number;
  offset: number;
}

/** Runs newest first, with the count of all that match. */
export async function listRuns(db: Database, filter: TaskRunFilter) {
  const where = and(
    filter.task ? eq(taskRuns.task, filter.task) : undefined,
    filter.status ? eq(taskRuns.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(taskRuns)
      .where(where)
      .orderBy(desc(taskRuns.startedAt), desc(taskRuns.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(taskRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Forgets finished runs that started before this instant (the record is kept for a while, not for ever). */
export async function pruneRuns(db: Database, before: Date) {
  const rows = await db
    .delete(taskRuns)
    .where(and(lt(taskRuns.startedAt, before), or(eq(taskRuns.status, 'succeeded'), eq(taskRuns.status, 'failed'))))
    .returning({ id: taskRuns.id });
  return rows.length;
}
