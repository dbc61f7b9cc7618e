import { closeExpiredJobs, mailJobsClosingSoon } from '../job-expiry/service';
import { pruneRuns } from './repository';
import type { ScheduledTask } from './scheduler';

/** How long staff can look back at task runs. */
const keepRunsDays = 30;

/**
 * Every scheduled task of the product, in one place (docs/decisions/0012). Hours are UAE local
 * time. A task is `(app, now) => Promise<Record<string, number>>` (counts of what it did); add one
 * with a line here: `{ name: 'erase-inactive-candidates', cadence: { dailyAt: 3 }, run: eraseInactiveCandidates }`.
 */
export const scheduledTasks: ScheduledTask[] = [
  { name: 'close-expired-jobs', cadence: { every: 'minute' }, leaseMinutes: 2, run: closeExpiredJobs },
  { name: 'mail-jobs-closing-soon', cadence: { dailyAt: 9 }, run: mailJobsClosingSoon },
  {
    name: 'prune-task-runs',
    cadence: { dailyAt: 4 },
    run: async (app, now) => ({
      deleted: await pruneRuns(app.db, new Date(now.getTime() - keepRunsDays * 86_400_000)),
    }),
  },
];
