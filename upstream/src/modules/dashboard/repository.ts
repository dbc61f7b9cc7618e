import { and, count, eq, gt, gte, lt, sql, type Column } from 'drizzle-orm';
import { agencyTimeZone } from '@shared/uae-time';
import type { Database } from '../../db/client';
import { applications, contactMessages, employerInquiries, jobOpenings, users } from '../../db/schema';

const since = (column: Column, from: Date | null) => (from ? gt(column, from) : undefined);

/** Counts of what arrived after `from` (everything when null). */
export async function countNewSince(db: Database, from: Date | null) {
  const [[apps], [inquiries], [messages]] = await Promise.all([
    db.select({ n: count() }).from(applications).where(since(applications.createdAt, from)),
    db.select({ n: count() }).from(employerInquiries).where(since(employerInquiries.createdAt, from)),
    db.select({ n: count() }).from(contactMessages).where(since(contactMessages.createdAt, from)),
  ]);
  return { applications: apps?.n ?? 0, inquiries: inquiries?.n ?? 0, messages: messages?.n ?? 0 };
}

/**
 * Moves the staff member's last visit to `at`, without waiting for the disk: every visit writes it,
 * and one lost in a crash only shows the same arrivals as new once more.
 */
export async function markDashboardSeen(db: Database, userId: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.update(users).set({ dashboardSeenAt: at }).where(eq(users.id, userId));
  });
}

// A constant, written into the query as is: a bound parameter would differ between select and group by.
const localTime = sql.raw(`at time zone '${agencyTimeZone}'`);

/**
 * Applications made from `from` (up to `to` when given) per job title ('General application' without
 * one) and per UAE week (its Monday, 'YYYY-MM-DD'), read through the created-at index.
 */
export async function countApplicationsMade(db: Database, from: Date, to?: Date) {
  const made = and(gte(applications.createdAt, from), to ? lt(applications.createdAt, to) : undefined);
  const title = sql<string>`coalesce(${jobOpenings.title}, 'General application')`;
  const week = sql<string>`to_char(date_trunc('week', ${applications.createdAt} ${localTime}), 'YYYY-MM-DD')`;
  const [perJob, perWeek] = await Promise.all([
    db
      .select({ key: title, count: count() })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .where(made)
      .groupBy(title),
    db.select({ key: week, count: count() }).from(applications).where(made).groupBy(week),
  ]);
  return { perJob, perWeek };
}
