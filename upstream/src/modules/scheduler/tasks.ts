import { keepAccessRecords } from '../access-records';
import { closeExpiredJobs, mailJobsClosingSoon } from '../job-openings';
import { sendJobAlertDigests } from '../job-alerts';
import { eraseInactiveCandidates } from '../privacy';
import { remindUndecidedShortlists } from '../shortlists';
import { remindInterviews } from '../interviews';
import { remindDeploymentSteps } from '../deployments';
import { dropExpiredWelfare, sendWelfareCheckIns } from '../welfare';
import { pruneRuns } from './repository';
import type { ScheduledTask } from './scheduler';

/** How long staff can look back at task runs. */
const keepRunsDays = 30;

/**
 * Every scheduled task of the product, in one place (docs/decisions/0014). Hours are UAE local
 * time. A task is `(app, now) => Promise<Record<string, number>>` (counts of what it did); add one
 * with a line here.
 */
export const scheduledTasks: ScheduledTask[] = [
  { name: 'close-expired-jobs', cadence: { every: 'minute' }, leaseMinutes: 2, run: closeExpiredJobs },
  { name: 'mail-jobs-closing-soon', cadence: { dailyAt: 9 }, run: mailJobsClosingSoon },
  // 08:00 in Manila, where the candidates read it; after the night's expiries.
  { name: 'send-job-alert-digests', cadence: { dailyAt: 4 }, run: sendJobAlertDigests },
  // Applications of candidates inactive longer than the retention period (site settings) are erased.
  { name: 'erase-inactive-candidates', cadence: { dailyAt: 3 }, run: eraseInactiveCandidates },
  // Shortlists a client has not answered in shortlistReminderDays (site settings): their contacts, once.
  { name: 'remind-undecided-shortlists', cadence: { every: 'hour' }, run: remindUndecidedShortlists },
  // 24 h and 1 h before each booked interview: the candidate, the contacts and staff, each once.
  { name: 'remind-interviews', cadence: { every: 'minute' }, leaseMinutes: 2, run: remindInterviews },
  // 3 days before each deployment step is due (lib/shared/deadlines.ts): whoever acts on it, once per step.
  { name: 'remind-deployment-steps', cadence: { every: 'hour' }, run: remindDeploymentSteps },
  // Departed workers' reporting calendars (a minute after the departure is marked, for the dashboard),
  // and each report's check-in mail a week before it is due, once; both found by index.
  { name: 'welfare-check-ins', cadence: { every: 'minute' }, leaseMinutes: 2, run: sendWelfareCheckIns },
  // Erased workers' welfare reports and incidents, 5 years after their contract ended (the privacy notice).
  { name: 'keep-welfare-records', cadence: { dailyAt: 3 }, run: dropExpiredWelfare },
  // The mail outbox's retries, and mails an instance stored but did not send (each looks right after queueing too).
  {
    name: 'deliver-mail-outbox',
    cadence: { every: 'minute' },
    leaseMinutes: 20,
    run: (app, now) => app.mailer.deliverDue(now),
  },
  // The SMS and WhatsApp queues' retries, messages held by quiet hours, and those an instance stored but did not hand over.
  {
    name: 'deliver-text-messages',
    cadence: { every: 'minute' },
    leaseMinutes: 10,
    run: async (app, now) => {
      const [sms, whatsapp] = [await app.messenger.deliverSmsDue(now), await app.messenger.deliverWhatsAppDue(now)];
      const prefixed = (name: string, report: Record<string, number>) =>
        Object.entries(report).map(([key, count]) => [`${name}-${key}`, count]);
      return Object.fromEntries([...prefixed('sms', sms), ...prefixed('whatsapp', whatsapp)]);
    },
  },
  // The record of access: next months' partitions made ahead, months wholly older than 3 years dropped.
  { name: 'keep-access-records', cadence: { dailyAt: 2 }, run: keepAccessRecords },
  // Unused uploads, expired resumable uploads, unrecorded files, expired revocations, stale login attempts.
  { name: 'housekeeping', cadence: { every: 'hour' }, leaseMinutes: 30, run: (app) => app.housekeeping() },
  {
    name: 'prune-task-runs',
    cadence: { dailyAt: 4 },
    run: async (app, now) => ({
      deleted: await pruneRuns(app.db, new Date(now.getTime() - keepRunsDays * 86_400_000)),
    }),
  },
];
