import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FailedText, TextMessagesPerDay } from '@contracts/text-messages/staff';
import { addDays, uaeToday } from '@shared/uae-time';
import type { Database } from '../../db/client';
import { textMessages } from '../../db/schema';
import type { TextMessageRow } from './repository';

/** How many days the dashboard's text counts cover, today included. */
export const textCountDays = 14;

/** '+63 ••• 4567': the country code and last four digits, enough to match a file without the number. */
export function maskedNumber(e164: string) {
  const country = e164.startsWith('+971') ? '+971' : e164.slice(0, 3);
  return `${country} ••• ${e164.slice(-4)}`;
}

function toFailedText(row: TextMessageRow): FailedText {
  return {
    _id: row.id,
    channel: row.channel,
    to: maskedNumber(row.toNumber),
    kind: row.kind,
    attempts: row.attempts,
    reason: row.failureReason,
    mailSentInstead: row.fallbackMail !== null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** One page of the texts that failed or were reported undelivered, newest first (text_messages_failed_idx). */
export async function listFailedTexts(db: Database, { page, pageSize }: { page: number; pageSize: number }) {
  const failed = eq(textMessages.state, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(textMessages)
      .where(failed)
      .orderBy(desc(textMessages.createdAt), textMessages.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(textMessages).where(failed),
  ]);
  return { data: rows.map(toFailedText), total: total?.n ?? 0, page, pageSize };
}

/** Texts per channel and UAE day over the last `textCountDays` days, by state (text_messages_created_idx). */
export async function countTextMessagesPerDay(db: Database, now: Date): Promise<TextMessagesPerDay> {
  const first = addDays(uaeToday(now), -(textCountDays - 1));
  // The UAE is UTC+4 all year: its day of an instant.
  const day = sql<string>`to_char(${textMessages.createdAt} AT TIME ZONE 'Asia/Dubai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, channel: textMessages.channel, state: textMessages.state, n: count() })
    .from(textMessages)
    .where(gte(textMessages.createdAt, new Date(`${first}T00:00:00+04:00`)))
    .groupBy(day, textMessages.channel, textMessages.state);
  const perDay = new Map<string, TextMessagesPerDay[number]>();
  for (const row of rows) {
    const key = `${row.day} ${row.channel}`;
    const entry = perDay.get(key) ?? {
      day: row.day,
      channel: row.channel,
      queued: 0,
      sent: 0,
      delivered: 0,
      failed: 0,
    };
    entry[row.state] += row.n;
    perDay.set(key, entry);
  }
  return [...perDay.values()].sort((a, b) => a.day.localeCompare(b.day) || a.channel.localeCompare(b.channel));
}
