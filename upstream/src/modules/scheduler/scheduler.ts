import type { FastifyInstance } from 'fastify';
import { periodOf, type Cadence } from './cadence';
import { claimRun, finishRun } from './repository';

/** What a task reports: counts of what it did ({ closed: 2 }), shown to staff with the run. */
export type TaskReport = Record<string, number>;

export interface ScheduledTask {
  /** Unique, kebab-case: the record's key with the period. */
  name: string;
  cadence: Cadence;
  /**
   * A run still marked running this long after it started is taken as crashed (its process died)
   * and the period may be claimed again. Longer than the task can take. Default 10 minutes.
   */
  leaseMinutes?: number;
  run: (app: FastifyInstance, now: Date) => Promise<TaskReport>;
}

export type TaskOutcome = 'not due' | 'taken' | 'succeeded' | 'failed' | 'unrecorded';

const defaultLeaseMinutes = 10;
const maxErrorLength = 2000;

/**
 * Runs the tasks whose period is due, each period once across restarts and instances
 * (docs/decisions/0014). A task already running in this process is left alone by later ticks;
 * `idle()` waits for what is running (closing the app).
 */
export class Scheduler {
  private readonly running = new Map<string, Promise<TaskOutcome>>();

  constructor(
    private readonly app: FastifyInstance,
    readonly tasks: readonly ScheduledTask[],
  ) {
    const names = new Set(tasks.map((t) => t.name));
    if (names.size !== tasks.length) throw new Error('scheduler: two tasks have the same name');
  }

  /** Runs every task due at `now` (the clock is injectable for tests); answers each task's outcome. */
  async tick(now = new Date()): Promise<Record<string, TaskOutcome>> {
    const outcomes = await Promise.all(
      this.tasks.map(async (task) => {
        let run = this.running.get(task.name);
        if (run) return [task.name, 'taken'] as const;
        run = this.runIfDue(task, now).finally(() => this.running.delete(task.name));
        this.running.set(task.name, run);
        return [task.name, await run] as const;
      }),
    );
    return Object.fromEntries(outcomes);
  }

  async idle() {
    await Promise.all(this.running.values());
  }

  private async runIfDue(task: ScheduledTask, now: Date): Promise<TaskOutcome> {
    const period = periodOf(task.cadence, now);
    if (!period) return 'not due';
    const log = this.app.log.child({ task: task.name, period });
    const leaseMs = (task.leaseMinutes ?? defaultLeaseMinutes) * 60_000;
    let claim;
    try {
      claim = await claimRun(this.app.db, {
        task: task.name,
        period,
        now,
        staleBefore: new Date(now.getTime() - leaseMs),
      });
    } catch (err) {
      log.error({ err }, 'scheduler: could not claim the period (tried again next tick)');
      return 'unrecorded';
    }
    if (!claim) return 'taken';

    const started = performance.now();
    const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
    let outcome: Parameters<typeof finishRun>[2];
    try {
      const report = await task.run(this.app, now);
      outcome = { status: 'succeeded', finishedAt: finishedAt(), report };
      if (Object.values(report).some((n) => n > 0)) log.info({ report }, 'scheduler: task done');
    } catch (err) {
      log.error({ err }, 'scheduler: task failed');
      const message = err instanceof Error ? err.message : String(err);
      outcome = { status: 'failed', finishedAt: finishedAt(), error: message.slice(0, maxErrorLength) };
    }
    try {
      await finishRun(this.app.db, claim, outcome);
      return outcome.status;
    } catch (err) {
      // Left 'running': once its lease is over, the period is claimed and run again.
      log.error({ err }, 'scheduler: the end of the run could not be recorded');
      return 'unrecorded';
    }
  }
}
