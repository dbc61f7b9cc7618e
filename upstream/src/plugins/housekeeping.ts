import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepAll } from '../modules/housekeeping/sweeps';
import type { TaskReport } from '../modules/scheduler/scheduler';
import { clearStaging } from '../modules/uploads/service';

/**
 * At start-up, only what must precede serving and is bounded: files half-written into the staging
 * folder when the process last stopped. The sweeps, whose work grows with the data, run after the
 * server listens, as the hourly scheduled task 'housekeeping' (modules/scheduler/tasks.ts);
 * `app.housekeeping()` runs them now (one run at a time) and closing waits for it.
 */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const startedAt = new Date();
    let running: Promise<TaskReport> | undefined;
    app.decorate('housekeeping', () => {
      running ??= sweepAll(app).finally(() => (running = undefined));
      return running;
    });

    app.addHook('onReady', async () => {
      // Files still arriving when the process last stopped (crash, kill) can never be completed.
      const leftovers = await clearStaging(app.config.paths, startedAt).catch((err: unknown) => {
        app.log.error({ err }, 'housekeeping: unfinished uploads could not be removed');
        return 0;
      });
      if (leftovers > 0) app.log.info({ leftovers }, 'housekeeping: unfinished uploads removed');
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });
  },
  { name: 'housekeeping', dependencies: ['errors'] },
);
