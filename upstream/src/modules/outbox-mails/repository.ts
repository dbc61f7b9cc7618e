import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { claimDue } from '../../lib/claim-due';
import type { MailMessage } from '../../lib/mail-message';

export type OutboxMailRow = typeof outboxMails.$inferSelect;

/** Stores a mail to send; on `db` or inside the caller's transaction. */
export async function insertOutboxMail(db: Database, message: MailMessage) {
  // Due by this process's clock, the one its claims compare with (the server's has microseconds).
  const nextAttemptAt = new Date();
  await db.insert(outboxMails).values({ toAddress: message.to, subject: message.subject, message, nextAttemptAt });
}

/**
 * Claims up to `limit` due mails: each counts an attempt and is pushed `leaseMs` ahead, so no other
 * instance takes it while it is sent, and a process that dies mid-send leaves it to be taken again.
 */
export function claimDueMails(db: Database, now: Date, leaseMs: number, limit: number) {
  return claimDue(db, outboxMails, eq(outboxMails.status, 'pending'), { now, leaseMs, limit });
}

/** A sent mail leaves the outbox (its body may hold personal data). */
export async function deleteSentMail(db: Database, id: string) {
  await db.delete(outboxMails).where(eq(outboxMails.id, id));
}

/** After a failed attempt: due again at `retryAt`, or failed for good when there is none. */
export async function recordFailedAttempt(db: Database, id: string, error: string, retryAt: Date | undefined) {
  await db
    .update(outboxMails)
    .set(retryAt ? { nextAttemptAt: retryAt, lastError: error } : { status: 'failed', lastError: error })
    .where(eq(outboxMails.id, id));
}

/** One page of the failed mails, newest first. */
export async function listFailedMails(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const failed = eq(outboxMails.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxMails).where(failed).orderBy(desc(outboxMails.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outboxMails).where(failed),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Housekeeping: failed mails older than `before` (staff had them on their list until then). */
export async function purgeFailedMails(db: Database, before: Date) {
  const deleted = await db
    .delete(outboxMails)
    .where(and(eq(outboxMails.status, 'failed'), sql`${outboxMails.createdAt} < ${before}`))
    .returning({ id: outboxMails.id });
  return deleted.length;
}

const toAddress = (email: string) => eq(sql`lower(${outboxMails.toAddress})`, email.toLowerCase());

/** Privacy: the mails still waiting for, or failed to reach, an address. */
export function findMailsTo(db: Database, email: string) {
  return db.select().from(outboxMails).where(toAddress(email)).orderBy(outboxMails.createdAt);
}

export async function deleteMailsTo(db: Database, email: string) {
  const deleted = await db.delete(outboxMails).where(toAddress(email)).returning({ id: outboxMails.id });
  return deleted.length;
}
