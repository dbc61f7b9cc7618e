import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskRunListSchema } from '@contracts/scheduler/task-runs';
import { buildApp } from '../../../src/app';
import { taskRuns } from '../../../src/db/schema';
import { Scheduler, type ScheduledTask } from '../../../src/modules/scheduler/scheduler';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  staff = await createAccount(ctx, 'Admin');
});
afterAll(() => ctx.close());

/** A task that counts its runs; each test names its own so their periods never meet. */
function countingTask(
  name: string,
  cadence: ScheduledTask['cadence'] = { every: 'minute' },
  work?: () => Promise<void>,
) {
  const task = {
    runs: 0,
    name,
    cadence,
    run: async () => {
      task.runs += 1;
      await work?.();
      return { handled: task.runs };
    },
  };
  return task;
}

const runsOf = (task: string) => ctx.app.db.select().from(taskRuns).where(eq(taskRuns.task, task));

// Instants in UTC; periods are UAE local time (UTC+4).
const at = (iso: string) => new Date(iso);

describe('scheduler', () => {
  it('runs a period once however many ticks come in it, then the next period once', async () => {
    const task = countingTask('count-minutes');
    const scheduler = new Scheduler(ctx.app, [task]);
    expect(await scheduler.tick(at('2026-11-24T05:00:05Z'))).toEqual({ 'count-minutes': 'succeeded' });
    expect(await scheduler.tick(at('2026-11-24T05:00:40Z'))).toEqual({ 'count-minutes': 'taken' });
    expect(task.runs).toBe(1);
    expect(await scheduler.tick(at('2026-11-24T05:01:00Z'))).toEqual({ 'count-minutes': 'succeeded' });
    expect(task.runs).toBe(2);

    const runs = await runsOf('count-minutes');
    expect(runs.map((r) => [r.period, r.status, r.report]).sort()).toEqual([
      ['2026-11-24T09:00', 'succeeded', { handled: 1 }],
      ['2026-11-24T09:01', 'succeeded', { handled: 2 }],
    ]);
    expect(runs.every((r) => r.finishedAt && r.finishedAt >= r.startedAt)).toBe(true);
  });

  it('does not run a finished period again after a restart', async () => {
    const before = countingTask('survive-restart');
    await new Scheduler(ctx.app, [before]).tick(at('2026-11-24T06:30:00Z'));
    // A second start of the server on the same database.
    const restarted = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await restarted.ready();
    try {
      const after = countingTask('survive-restart');
      expect(await new Scheduler(restarted, [after]).tick(at('2026-11-24T06:30:30Z'))).toEqual({
        'survive-restart': 'taken',
      });
      expect(after.runs).toBe(0);
      expect(await runsOf('survive-restart')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('lets only one of two instances run a period they both reach at once', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await other.ready();
    try {
      const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 150));
      const onA = countingTask('one-of-two', { every: 'hour' }, slow);
      const onB = countingTask('one-of-two', { every: 'hour' }, slow);
      const now = at('2026-11-24T07:00:00Z');
      const outcomes = await Promise.all([
        new Scheduler(ctx.app, [onA]).tick(now),
        new Scheduler(other, [onB]).tick(now),
      ]);
      expect(outcomes.map((o) => o['one-of-two']).sort()).toEqual(['succeeded', 'taken']);
      expect(onA.runs + onB.runs).toBe(1);
      expect(await runsOf('one-of-two')).toMatchObject([{ period: '2026-11-24T11', status: 'succeeded' }]);
    } finally {
      await other.close();
    }
  });

  it('records a failing run as failed with its error, and runs the task again the next period', async () => {
    let calls = 0;
    const flaky: ScheduledTask = {
      name: 'flaky',
      cadence: { every: 'minute' },
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('mail server unreachable');
        return { sent: 3 };
      },
    };
    const scheduler = new Scheduler(ctx.app, [flaky]);
    expect(await scheduler.tick(at('2026-11-24T08:00:00Z'))).toEqual({ flaky: 'failed' });
    // A failed period is finished: it is not retried within the same minute.
    expect(await scheduler.tick(at('2026-11-24T08:00:30Z'))).toEqual({ flaky: 'taken' });
    expect(await scheduler.tick(at('2026-11-24T08:01:00Z'))).toEqual({ flaky: 'succeeded' });
    const runs = (await runsOf('flaky')).sort((a, b) => a.period.localeCompare(b.period));
    expect(runs).toMatchObject([
      { period: '2026-11-24T12:00', status: 'failed', error: 'mail server unreachable', report: null },
      { period: '2026-11-24T12:01', status: 'succeeded', error: null, report: { sent: 3 } },
    ]);
    expect(runs[0]!.finishedAt).not.toBeNull();
  });

  it('takes up a period left running by a crashed run once its lease is over, never one still within it', async () => {
    const task = Object.assign(countingTask('after-crash', { dailyAt: 9 }), { leaseMinutes: 5 });
    const now = at('2026-11-24T10:00:00Z');
    // What a process that died mid-run leaves behind, started 6 minutes ago.
    await ctx.app.db.insert(taskRuns).values({
      task: 'after-crash',
      period: '2026-11-24',
      status: 'running',
      startedAt: new Date(now.getTime() - 6 * 60_000),
    });
    const scheduler = new Scheduler(ctx.app, [task]);
    expect(await scheduler.tick(now)).toEqual({ 'after-crash': 'succeeded' });
    expect(await runsOf('after-crash')).toMatchObject([{ status: 'succeeded', attempt: 2 }]);

    await ctx.app.db.insert(taskRuns).values({
      task: 'after-crash',
      period: '2026-11-25',
      status: 'running',
      startedAt: new Date(now.getTime() + 86_400_000 - 60_000),
    });
    expect(await scheduler.tick(new Date(now.getTime() + 86_400_000))).toEqual({ 'after-crash': 'taken' });
    expect(task.runs).toBe(1);
  });

  it('runs a daily task from its UAE hour on, once that day', async () => {
    const task = countingTask('daily-nine', { dailyAt: 9 });
    const scheduler = new Scheduler(ctx.app, [task]);
    expect(await scheduler.tick(at('2026-11-26T04:59:59Z'))).toEqual({ 'daily-nine': 'not due' });
    expect(await scheduler.tick(at('2026-11-26T05:00:00Z'))).toEqual({ 'daily-nine': 'succeeded' });
    expect(await scheduler.tick(at('2026-11-26T19:59:00Z'))).toEqual({ 'daily-nine': 'taken' });
    expect(await scheduler.tick(at('2026-11-27T04:00:00Z'))).toEqual({ 'daily-nine': 'not due' });
    expect(await scheduler.tick(at('2026-11-27T05:00:00Z'))).toEqual({ 'daily-nine': 'succeeded' });
    expect((await runsOf('daily-nine')).map((r) => r.period).sort()).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('refuses two tasks with one name', () => {
    expect(() => new Scheduler(ctx.app, [countingTask('twin'), countingTask('twin')])).toThrow(/same name/);
  });
});

describe('GET /api/admin/task-runs', () => {
  const list = (query = '', headers: Record<string, string> = staff.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/task-runs${query}`, headers });

  it('shows staff the runs newest first, failures with their error, and the scheduled tasks', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = taskRunListSchema.parse(res.json());
    const started = body.data.map((r) => r.startedAt);
    expect(started).toEqual([...started].sort().reverse());
    expect(body.data.find((r) => r.task === 'flaky' && r.status === 'failed')?.error).toBe('mail server unreachable');
    expect(body.tasks.map((t) => t.name)).toEqual(
      expect.arrayContaining(['close-expired-jobs', 'mail-jobs-closing-soon']),
    );
    expect(body.tasks.find((t) => t.name === 'mail-jobs-closing-soon')?.cadence).toBe('Daily at 09:00 UAE time');

    const failed = taskRunListSchema.parse((await list('?status=failed')).json());
    expect(failed.total).toBe(1);
    expect(failed.data.map((r) => r.task)).toEqual(['flaky']);
    const paged = taskRunListSchema.parse((await list('?pageSize=2&page=2')).json());
    expect(paged.data).toHaveLength(2);
    expect(paged.data[0]!.startedAt).toBe(started[2]);
  });

  it('answers 401 to a visitor and 403 to candidates and employers', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    const candidate = await createAccount(ctx, 'User');
    const employer = await createAccount(ctx, 'Employer');
    expect((await list('', candidate.auth)).statusCode).toBe(403);
    expect((await list('', employer.auth)).statusCode).toBe(403);
  });

  it('answers 400 to a bad status or page', async () => {
    expect((await list('?status=done')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?pageSize=abc')).statusCode).toBe(400);
  });
});

describe('the scheduler plugin', () => {
  it('ticks when the app is ready, and closes without waiting for the next minute', async () => {
    const app = await buildApp({
      config: { ...ctx.config, SCHEDULER: 'on' },
      database: ctx.testDb.reopen(),
    });
    await app.ready();
    const deadline = Date.now() + 5000;
    const finished = async () => (await runsOf('close-expired-jobs')).some((r) => r.status !== 'running');
    while (!(await finished()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const run = (await runsOf('close-expired-jobs')).find((r) => r.status !== 'running');
    expect(run).toMatchObject({ status: 'succeeded', report: { closed: 0 } });
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(5000);
  });
});
