import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import { claimDueMails, deleteSentMail, insertOutboxMail, recordFailedAttempt, type OutboxMailRow } from './repository';

/** Minutes to wait after the 1st, 2nd and 3rd failed attempt; the 4th failure is final (staff see it). */
export const retryDelaysMinutes = [1, 5, 30];
/** A claimed mail is not taken again before this: longer than an SMTP exchange may take. */
const leaseMs = 15 * 60_000;
const batchSize = 20;
/** The commit comes after the queue: looks then (the scheduler's tick catches the rest). */
export const afterCommitMs = [50, 1000];
const maxErrorLength = 500;

/** When a mail whose `attempts`-th attempt just failed is tried again; undefined: never. */
export function retryAt(attempts: number, now: Date): Date | undefined {
  const minutes = retryDelaysMinutes[attempts - 1];
  return minutes === undefined ? undefined : new Date(now.getTime() + minutes * 60_000);
}

type Outcome = 'sent' | 'retrying' | 'failed';

/**
 * The outbox's delivery: mails are stored first (durable), then claimed with FOR UPDATE SKIP LOCKED
 * by whichever instance looks first, sent, and deleted; a failed attempt is retried with backoff.
 * Looks right after each queue, at start (mails a stopped process left) and on the scheduler's tick.
 */
export function startOutboxDelivery(app: FastifyInstance, send: (message: MailMessage) => Promise<void>) {
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const settled: Promise<unknown> = work.catch(() => undefined).finally(() => pending.delete(settled));
    pending.add(settled);
  };

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

  const wake = () => {
    if (closed) return;
    track(deliverDue().catch((err: unknown) => app.log.error({ err }, 'outbox: delivery failed (tried again later)')));
  };

  app.addHook('onReady', async () => wake());

  return {
    async queueIn(tx: Database, message: MailMessage) {
      await insertOutboxMail(tx, message);
      for (const ms of afterCommitMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          wake();
        }, ms);
        timer.unref();
        timers.add(timer);
      }
    },
    deliverDue: (now?: Date) => deliverDue(now),
    /** Waits for sends under way, then sends what is due (a transaction committed since). */
    async close() {
      const waiting = timers.size > 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // A store that finishes wakes a delivery, itself tracked: wait until nothing is left.
      while (pending.size > 0) await Promise.all(pending);
      if (waiting) await deliverDue().catch(() => undefined);
      closed = true;
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
