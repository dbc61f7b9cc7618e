import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { backgroundDelivery, retryAfterDelays } from '../outbox-mails';
import { isOptedIn } from './opt-ins';
import type { QueuedText } from './queued-text';
import {
  claimDueTextMessages,
  insertTextMessage,
  markSent,
  recordFailedAttempt,
  type TextMessageRow,
} from './repository';

/** Minutes to wait after the 1st, 2nd and 3rd failed hand-over to a gateway; the 4th failure is final. */
export const textRetryDelaysMinutes = [1, 5, 30];
/** A claimed message is not taken again before this: longer than a gateway's HTTP answer may take. */
const leaseMs = 5 * 60_000;
const batchSize = 20;
const maxReasonLength = 500;
export const stoppedReason = 'the recipient replied STOP before it was sent';

type Outcome = 'sent' | 'retrying' | 'failed' | 'stopped';

/** One channel's queue: what hands a row to its gateway (answering the gateway's id, if any) and what goes instead. */
export interface TextDelivery {
  channel: 'sms' | 'whatsapp';
  label: string;
  send(row: TextMessageRow): Promise<string | void>;
  /** Queues what goes when this channel cannot (the next channel, or the mail), in `tx`. */
  fallBack(tx: Database, row: TextMessageRow): Promise<void>;
}

/**
 * A text queue's delivery, like the mail outbox's: stored first, claimed with SKIP LOCKED, handed to
 * the gateway, retried with backoff; a STOP since it was queued, or a final failure, sends the fallback.
 */
export function startTextDelivery(app: FastifyInstance, delivery: TextDelivery) {
  async function fallBack(row: TextMessageRow, reason: string) {
    await app.db.transaction(async (tx) => {
      await recordFailedAttempt(tx, row.id, reason, undefined);
      await delivery.fallBack(tx, row);
    });
  }

  async function sendOne(row: TextMessageRow, now: Date): Promise<Outcome> {
    // Checked at sending, not only at queueing: STOP takes effect before the next message.
    if (!(await isOptedIn(app.db, row.toNumber, delivery.channel))) {
      await fallBack(row, stoppedReason);
      return 'stopped';
    }
    let providerId: string | void;
    try {
      providerId = await delivery.send(row);
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, maxReasonLength);
      const retry = retryAfterDelays(row.attempts, now, textRetryDelaysMinutes);
      app.log.warn(
        { err, id: row.id, attempts: row.attempts },
        retry ? `${delivery.label}: not sent; tried again later` : `${delivery.label}: not sent; given up`,
      );
      if (retry) await recordFailedAttempt(app.db, row.id, reason, retry);
      else await fallBack(row, reason);
      return retry ? 'retrying' : 'failed';
    }
    await markSent(app.db, row.id, now, providerId ?? undefined);
    return 'sent';
  }

  /** Hands every message due at `now` to the gateway, a batch at a time; answers what became of them. */
  async function deliverDue(now = new Date()) {
    const report: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0, stopped: 0 };
    for (;;) {
      const rows = await claimDueTextMessages(app.db, now, leaseMs, batchSize, delivery.channel);
      for (const outcome of await Promise.all(rows.map((row) => sendOne(row, now)))) report[outcome] += 1;
      if (rows.length < batchSize) return report;
    }
  }

  const background = backgroundDelivery(app, delivery.label, deliverDue);
  return {
    async queueIn(tx: Database, message: QueuedText) {
      const id = await insertTextMessage(tx, { ...message, channel: delivery.channel });
      background.wakeAfterCommit();
      return id;
    },
    deliverDue: (now?: Date) => deliverDue(now),
    close: () => background.close(),
  };
}
