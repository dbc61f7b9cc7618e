import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsSettings } from '../../lib/sms-settings';
import { backgroundDelivery, retryAfterDelays } from '../outbox-mails';
import { sendThroughKannel } from './kannel';
import { isOptedIn } from './opt-ins';
import {
  claimDueTextMessages,
  insertTextMessage,
  markSent,
  recordFailedAttempt,
  type TextMessageRow,
} from './repository';

/** Minutes to wait after the 1st, 2nd and 3rd failed hand-over to the gateway; the 4th failure is final. */
export const smsRetryDelaysMinutes = [1, 5, 30];
/** A claimed message is not taken again before this: longer than the gateway's HTTP answer may take. */
const leaseMs = 5 * 60_000;
const batchSize = 20;
const maxReasonLength = 500;
export const stoppedReason = 'the recipient replied STOP before it was sent';

type Outcome = 'sent' | 'retrying' | 'failed' | 'stopped';
export type SendSms = (settings: SmsSettings, message: { id: string; to: string; text: string }) => Promise<void>;

/**
 * The SMS queue's delivery, like the mail outbox's: stored first, claimed with SKIP LOCKED, handed to
 * Kannel, retried with backoff; a STOP since it was queued, or a final failure, sends its mail instead.
 */
export function startSmsDelivery(app: FastifyInstance, settings: SmsSettings, send: SendSms = sendThroughKannel) {
  async function fallBack(row: TextMessageRow, reason: string) {
    await app.db.transaction(async (tx) => {
      await recordFailedAttempt(tx, row.id, reason, undefined);
      if (row.fallbackMail) await app.mailer.queueIn(tx, row.fallbackMail);
    });
  }

  async function sendOne(row: TextMessageRow, now: Date): Promise<Outcome> {
    // Checked at sending, not only at queueing: STOP takes effect before the next message.
    if (!(await isOptedIn(app.db, row.toNumber))) {
      await fallBack(row, stoppedReason);
      return 'stopped';
    }
    try {
      await send(settings, { id: row.id, to: row.toNumber, text: row.body });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, maxReasonLength);
      const retry = retryAfterDelays(row.attempts, now, smsRetryDelaysMinutes);
      app.log.warn(
        { err, id: row.id, attempts: row.attempts },
        retry ? 'SMS not sent; tried again later' : 'SMS not sent; given up',
      );
      if (retry) await recordFailedAttempt(app.db, row.id, reason, retry);
      else await fallBack(row, reason);
      return retry ? 'retrying' : 'failed';
    }
    await markSent(app.db, row.id, now);
    return 'sent';
  }

  /** Hands every message due at `now` to the gateway, a batch at a time; answers what became of them. */
  async function deliverDue(now = new Date()) {
    const report: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0, stopped: 0 };
    for (;;) {
      const rows = await claimDueTextMessages(app.db, now, leaseMs, batchSize);
      for (const outcome of await Promise.all(rows.map((row) => sendOne(row, now)))) report[outcome] += 1;
      if (rows.length < batchSize) return report;
    }
  }

  const background = backgroundDelivery(app, 'SMS queue', deliverDue);
  return {
    async queueIn(tx: Database, message: Parameters<typeof insertTextMessage>[1]) {
      const id = await insertTextMessage(tx, message);
      background.wakeAfterCommit();
      return id;
    },
    deliverDue: (now?: Date) => deliverDue(now),
    close: () => background.close(),
  };
}
