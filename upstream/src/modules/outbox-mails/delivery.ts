import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import { backgroundDelivery, retryAfterDelays } from './background-delivery';
import { claimDueMails, deleteSentMail, insertOutboxMail, recordFailedAttempt, type OutboxMailRow } from './repository';

export { afterCommitMs } from './background-delivery';

/** Minutes to wait after the 1st, 2nd and 3rd failed attempt; the 4th failure is final (staff see it). */
export const retryDelaysMinutes = [1, 5, 30];
/** A claimed mail is not taken again before this: longer than an SMTP exchange may take. */
const leaseMs = 15 * 60_000;
const batchSize = 20;
const maxErrorLength = 500;

/** When a mail whose `attempts`-th attempt just failed is tried again; undefined: never. */
export function retryAt(attempts: number, now: Date): Date | undefined {
  return retryAfterDelays(attempts, now, retryDelaysMinutes);
}

type Outcome = 'sent' | 'retrying' | 'failed';

/**
 * The outbox's delivery: mails are stored first (durable), then claimed with FOR UPDATE SKIP LOCKED
 * by whichever instance looks first, sent, and deleted; a failed attempt is retried with backoff.
 * Looks right after each queue, at start (mails a stopped process left) and on the scheduler's tick.
 */
export function startOutboxDelivery(app: FastifyInstance, send: (message: MailMessage) => Promise<void>) {
  async function sendOne(row: OutboxMailRow, now: Date): Promise<Outcome> {
    try {
      await send(row.message);
    } catch (err) {
      const retry = retryAt(row.attempts, now);
      const fields = { err, to: row.toAddress, subject: row.subject, attempts: row.attempts };
      if (retry) app.log.warn(fields, 'mail could not be sent; tried again later');
      else app.log.error(fields, 'mail could not be sent; given up (staff see it)');
      const error = (err instanceof Error ? err.message : String(err)).slice(0, maxErrorLength);
      await recordFailedAttempt(app.db, row.id, error, retry);
      return retry ? 'retrying' : 'failed';
    }
    await deleteSentMail(app.db, row.id);
    return 'sent';
  }

  /** Sends every mail due at `now`, a batch at a time; answers what became of them. */
  async function deliverDue(now = new Date()) {
    const report: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await claimDueMails(app.db, now, leaseMs, batchSize);
      for (const outcome of await Promise.all(rows.map((row) => sendOne(row, now)))) report[outcome] += 1;
      if (rows.length < batchSize) return report;
    }
  }

  const background = backgroundDelivery(app, 'outbox', deliverDue);

  return {
    async queueIn(tx: Database, message: MailMessage) {
      await insertOutboxMail(tx, message);
      background.wakeAfterCommit();
    },
    deliverDue: (now?: Date) => deliverDue(now),
    /** Waits for sends under way, then sends what is due (a transaction committed since). */
    close: () => background.close(),
  };
}
