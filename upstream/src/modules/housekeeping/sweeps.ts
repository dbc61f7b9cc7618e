import type { FastifyInstance } from 'fastify';
import {
  purgeExpiredChallenges,
  purgeExpiredFactorChecks,
  purgeExpiredPendingSignIns,
  purgeExpiredRevocations,
  purgeExpiredStaffInvitations,
  purgeStaleLoginAttempts,
} from '../auth';
import { purgeFailedMails } from '../outbox-mails';
import { sweepResumableUploads } from '../resumable-uploads';
import type { TaskReport } from '../scheduler';
import { sweepUnrecordedFiles, sweepUnusedUploads } from '../uploads';

const hourMs = 60 * 60_000;
/** How long staff can see a mail that could not be sent (its body may hold personal data). */
const keepFailedMailsDays = 30;

/**
 * Tidying that no request does: expired token revocations, stale login attempts, uploads nothing
 * used, resumable uploads past their expiry, private files no upload records, mails that failed 30 days ago. Each sweep works in
 * bounded batches; one that fails does not stop the others, and the run fails afterwards with its
 * name. Answers how many uploads and files each upload sweep removed.
 */
export async function sweepAll(app: FastifyInstance): Promise<TaskReport> {
  const expiredBefore = () => new Date(Date.now() - app.config.UPLOADS_UNUSED_TTL_HOURS * hourMs);
  const report: TaskReport = {};
  const sweeps: Record<string, () => Promise<number | void>> = {
    expiredRevocations: () => purgeExpiredRevocations(app.db),
    staleLoginAttempts: () => purgeStaleLoginAttempts(app.db, app.config.LOGIN_WINDOW_MINUTES * 60_000),
    // Second factors: sign-ins never finished, challenges never answered, sessions that have expired.
    expiredSecondFactorState: async () => {
      await purgeExpiredPendingSignIns(app.db);
      await purgeExpiredChallenges(app.db);
      await purgeExpiredFactorChecks(app.db);
    },
    expiredStaffInvitations: () => purgeExpiredStaffInvitations(app.db),
    unusedUploads: () => sweepUnusedUploads(app),
    expiredResumableUploads: () => sweepResumableUploads(app, expiredBefore()),
    unrecordedFiles: () => sweepUnrecordedFiles(app, expiredBefore()),
    failedMails: () => purgeFailedMails(app.db, new Date(Date.now() - keepFailedMailsDays * 24 * hourMs)),
  };
  const failed: string[] = [];
  for (const [name, sweep] of Object.entries(sweeps)) {
    try {
      const removed = await sweep();
      if (typeof removed === 'number') report[name] = removed;
    } catch (err) {
      app.log.error({ err }, `housekeeping: ${name} failed`);
      failed.push(name);
    }
  }
  if (failed.length > 0) throw new Error(`housekeeping: ${failed.join(', ')} failed (see the log)`);
  return report;
}
