import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { optInChanges, textMessages, users } from '../../db/schema';
import { claimDue } from '../../lib/claim-due';
import type { QueuedText } from './queued-text';

export type TextMessageRow = typeof textMessages.$inferSelect;
export type OptInChange = typeof optInChanges.$inferInsert;

/** Stores a text to send (SMS or WhatsApp); on `db` or inside the caller's transaction. Answers its id. */
export async function insertTextMessage(db: Database, message: QueuedText) {
  const { notBefore, ...values } = message;
  // Due by this process's clock (the one its claims compare with), or when quiet hours end.
  const [row] = await db
    .insert(textMessages)
    .values({ ...values, nextAttemptAt: notBefore ?? new Date() })
    .returning({ id: textMessages.id });
  return row!.id;
}

/** Claims up to `limit` due messages of `channel`, as the mail outbox does: an attempt counted, a lease ahead. */
export function claimDueTextMessages(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
  channel: 'sms' | 'whatsapp' = 'sms',
) {
  const waiting = and(eq(textMessages.state, 'queued'), eq(textMessages.channel, channel))!;
  return claimDue(db, textMessages, waiting, { now, leaseMs, limit });
}

/** The gateway took it (WhatsApp answers its id); a delivery report that came first is kept. */
export async function markSent(db: Database, id: string, now: Date, providerMessageId?: string) {
  await db
    .update(textMessages)
    .set({ state: 'sent', sentAt: now, ...(providerMessageId ? { providerMessageId } : {}) })
    .where(and(eq(textMessages.id, id), eq(textMessages.state, 'queued')));
}

/** The message WhatsApp's status webhook names by its wamid. */
export async function findByProviderId(db: Database, providerMessageId: string) {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.providerMessageId, providerMessageId));
  return row;
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
    .orderBy(desc(optInChanges.createdAt), desc(optInChanges.seq))
    .limit(1);
  return row;
}

/** The phone number the account gave ('' when none). */
export async function findAccountPhone(db: Database, userId: string) {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? '';
}

/** Privacy: a person's opt-in changes and text messages, oldest first. */
export function findOptInChangesOf(db: Database, userId: string) {
  return db
    .select()
    .from(optInChanges)
    .where(eq(optInChanges.userId, userId))
    .orderBy(optInChanges.createdAt, optInChanges.seq);
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
