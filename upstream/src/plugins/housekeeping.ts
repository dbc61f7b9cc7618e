import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeStaleLoginAttempts } from '../modules/auth/login-attempt-repository';
import { purgeExpiredRevocations } from '../modules/auth/revoked-token-repository';
import { sweepResumableUploads } from '../modules/resumable-uploads/service';
import { clearStaging, sweepUnrecordedFiles, sweepUnusedUploads } from '../modules/uploads/service';

const hourMs = 60 * 60_000;

/**
 * Tidying that no request does: expired token revocations, stale login attempts, uploads nothing
 * used, resumable uploads past their expiry, private files no upload records (and, at start-up,
 * unfinished multipart uploads). Runs once when the app is ready and then hourly; the timer never
 * keeps the process alive and stops on close.
 */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const startedAt = new Date();
    const expiredBefore = () => new Date(Date.now() - app.config.UPLOADS_UNUSED_TTL_HOURS * hourMs);
    let running: Promise<void> | undefined;
    const tasks: Record<string, () => Promise<unknown>> = {
      'expired token revocations': () => purgeExpiredRevocations(app.db),
      'stale login attempts': () => purgeStaleLoginAttempts(app.db, app.config.LOGIN_WINDOW_MINUTES * 60_000),
      'unused uploads': async () => {
        const removed = await sweepUnusedUploads(app);
        if (removed > 0) app.log.info({ removed }, 'housekeeping: unused uploads deleted');
      },
      'expired resumable uploads': async () => {
        const removed = await sweepResumableUploads(app, expiredBefore());
        if (removed > 0) app.log.info({ removed }, 'housekeeping: expired resumable uploads deleted');
      },
      'unrecorded files': async () => {
        const removed = await sweepUnrecordedFiles(app, expiredBefore());
        if (removed > 0) app.log.info({ removed }, 'housekeeping: files no upload records deleted');
      },
    };
    const runAll = async () => {
      for (const [name, task] of Object.entries(tasks)) {
        await task().catch((err: unknown) => app.log.error({ err }, `housekeeping: ${name} failed`));
      }
    };
    const tick = () => {
      running ??= runAll().finally(() => (running = undefined));
      return running;
    };
    app.decorate('housekeeping', tick);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Files still arriving when the process last stopped (crash, kill) can never be completed.
      const leftovers = await clearStaging(app.config.paths, startedAt).catch((err: unknown) => {
        app.log.error({ err }, 'housekeeping: unfinished uploads could not be removed');
        return 0;
      });
      if (leftovers > 0) app.log.info({ leftovers }, 'housekeeping: unfinished uploads removed');
      await tick();
      timer = setInterval(() => void tick(), hourMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['errors'] },
);
