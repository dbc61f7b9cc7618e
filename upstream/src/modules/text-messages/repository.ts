import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { optInChanges, textMessages } from '../../db/schema';
import type { MailMessage } from '../../lib/mail-message';

export type TextMessageRow = typeof textMessages.$inferSelect;
export type OptInChange = typeof optInChanges.$inferInsert;

/** Stores an SMS to send; on `db` or inside the caller's transaction. Answers its id. */
export async function insertTextMessage(
  db: Database,
  message: { userId?: string | null; toNumber: string; body: string; fallbackMail?: MailMessage | null },
) {
  // Due by this process's clock, the one its claims compare with.
  const [row] = await db
    .insert(textMessages)
    .values({ ...message, nextAttemptAt: new Date() })
    .returning({ id: textMessages.id });
  return row!.id;
}

/** Claims up to `limit` due messages, as the mail outbox does: an attempt counted, a lease ahead. */
export async function claimDueTextMessages(db: Database, now: Date, leaseMs: number, limit: number) {
  const due = db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(eq(textMessages.state, 'queued'), sql`${textMessages.nextAttemptAt} <= ${now}`))
    .orderBy(textMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(textMessages)
    .set({
      attempts: sql`${textMessages.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(textMessages.id, due))
    .returning();
}

/** The gateway took it; a delivery report that came first is kept. */
export async function markSent(db: Database, id: string, now: Date) {
  await db
    .update(textMessages)
    .set({ state: 'sent', sentAt: now })
    .where(and(eq(textMessages.id, id), eq(textMessages.state, 'queued')));
}

/** After a failed attempt: due again at `retryAt`, or failed for good with `reason`; answers whether it was final. */
export async function recordFailedAttempt(db: Database, id: string, reason: string, retryAt: Date | undefined) {
  await db
    .update(textMessages)
    .set(retryAt ? { nextAttemptAt: retryAt, failureReason: reason } : { state: 'failed', failureReason: reason })
    .where(and(eq(textMessages.id, id), eq(textMessages.state, 'queued')));
}

/** A delivery report's verdict: delivered and failed are final, a later report never undoes them. */
export async function recordDeliveryReport(
  db: Database,
  id: string,
  report: { state: 'sent' | 'delivered' | 'failed'; reason?: string },
  now: Date,
) {
  const open = inArray(textMessages.state, ['queued', 'sent']);
  const set =
    report.state === 'delivered'
      ? { state: 'delivered' as const, deliveredAt: now }
      : report.state === 'failed'
        ? { state: 'failed' as const, failureReason: report.reason ?? 'not delivered' }
        : { state: 'sent' as const, sentAt: sql`coalesce(${textMessages.sentAt}, ${now})` };
  const updated = await db
    .update(textMessages)
    .set(set)
    .where(and(eq(textMessages.id, id), open))
    .returning({ id: textMessages.id });
  return updated.length > 0;
}

export async function findTextMessage(db: Database, id: string) {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.id, id));
  return row;
}

/** Kept with `createdAt` from the caller's clock: the latest change decides. */
export async function recordOptInChange(db: Database, change: OptInChange & { createdAt: Date }) {
  await db.insert(optInChanges).values(change);
}

/** The number's latest change on the channel (none: never opted in). */
export async function latestOptInChange(db: Database, phoneNumber: string, channel: OptInChange['channel']) {
  const [row] = await db
    .select()
    .from(optInChanges)
    .where(and(eq(optInChanges.phoneNumber, phoneNumber), eq(optInChanges.channel, channel)))
    .orderBy(desc(optInChanges.createdAt))
    .limit(1);
  return row;
}

/** Privacy: a person's opt-in changes and text messages, oldest first. */
export function findOptInChangesOf(db: Database, userId: string) {
  return db.select().from(optInChanges).where(eq(optInChanges.userId, userId)).orderBy(optInChanges.createdAt);
}

export function findTextMessagesOf(db: Database, userId: string) {
  return db.select().from(textMessages).where(eq(textMessages.userId, userId)).orderBy(textMessages.createdAt);
}

export async function deleteTextDataOf(db: Database, userId: string) {
  const changes = await db
    .delete(optInChanges)
    .where(eq(optInChanges.userId, userId))
    .returning({ id: optInChanges.id });
  const messages = await db
    .delete(textMessages)
    .where(eq(textMessages.userId, userId))
    .returning({ id: textMessages.id });
  return changes.length + messages.length;
}
