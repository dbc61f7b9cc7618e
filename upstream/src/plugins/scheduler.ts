import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Scheduler } from '../modules/scheduler/scheduler';
import { scheduledTasks } from '../modules/scheduler/tasks';

const minuteMs = 60_000;

/**
 * The scheduled tasks (modules/scheduler/tasks.ts): a tick when the app is ready, then one at the
 * start of every minute. The timer never keeps the process alive; closing stops it and waits for
 * the runs under way. With SCHEDULER=off nothing ticks (`app.scheduler.tick(now)` still runs them).
 */
export default fp(
  async function scheduler(app: FastifyInstance) {
    const scheduler = new Scheduler(app, scheduledTasks);
    app.decorate('scheduler', scheduler);
    if (app.config.SCHEDULER === 'off') return;

    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    const tickThenWait = () => {
      if (closing) return;
      void scheduler.tick();
      // A second past the minute's start, so a clock a little behind still lands in the new minute.
      timer = setTimeout(tickThenWait, minuteMs - (Date.now() % minuteMs) + 1_000);
      timer.unref();
    };
    app.addHook('onReady', async () => tickThenWait());
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await scheduler.idle();
    });
  },
  { name: 'scheduler', dependencies: ['errors', 'read-model', 'mail'] },
);
