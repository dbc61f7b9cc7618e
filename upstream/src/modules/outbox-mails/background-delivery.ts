import type { FastifyInstance } from 'fastify';

/** The commit comes after the queue: looks then (the scheduler's tick catches the rest). */
export const afterCommitMs = [50, 1000];

/** When a message whose `attempts`-th attempt just failed is tried again; undefined: never. */
export function retryAfterDelays(attempts: number, now: Date, delaysMinutes: readonly number[]): Date | undefined {
  const minutes = delaysMinutes[attempts - 1];
  return minutes === undefined ? undefined : new Date(now.getTime() + minutes * 60_000);
}

/**
 * Runs a durable queue's `deliverDue` in the background: at start (what a stopped process left),
 * shortly after each queueing, and on close for what was queued since; the scheduler ticks the rest.
 */
export function backgroundDelivery(app: FastifyInstance, what: string, deliverDue: (now: Date) => Promise<unknown>) {
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const settled: Promise<unknown> = work.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  };
  const wake = () => {
    if (closed) return;
    track(
      deliverDue(new Date()).catch((err: unknown) =>
        app.log.error({ err }, `${what}: delivery failed (tried again later)`),
      ),
    );
  };

  app.addHook('onReady', async () => wake());

  return {
    /** Looks a little after the caller's transaction commits. */
    wakeAfterCommit() {
      for (const ms of afterCommitMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          wake();
        }, ms);
        timer.unref();
        timers.add(timer);
      }
    },
    /** Waits for sends under way, then sends what is due (a transaction committed since). */
    async close() {
      const waiting = timers.size > 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // A store that finishes wakes a delivery, itself tracked: wait until nothing is left.
      while (pending.size > 0) await Promise.all(pending);
      if (waiting) await deliverDue(new Date()).catch(() => undefined);
      closed = true;
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
