import { and, count, eq, gt, gte, lt, sql, type Column, type Table } from 'drizzle-orm';
import { agencyTimeZone } from '@shared/uae-time';
import type { Database } from '../../db/client';
import { applications, contactMessages, employerInquiries, jobOpenings, users } from '../../db/schema';

const since = (column: Column, from: Date | null) => (from ? gt(column, from) : undefined);

/** Counts of what arrived after `from` (everything when null), in one statement (one round trip). */
export async function countNewSince(db: Database, from: Date | null) {
  const after = (table: Table, column: Column) =>
    sql<number>`(select count(*) from ${table} where ${since(column, from) ?? sql`true`})::int`;
  const [row] = await db
    .select({
      applications: after(applications, applications.createdAt),
      inquiries: after(employerInquiries, employerInquiries.createdAt),
      messages: after(contactMessages, contactMessages.createdAt),
    })
    .from(sql`(select 1) as one`);
  return { applications: row?.applications ?? 0, inquiries: row?.inquiries ?? 0, messages: row?.messages ?? 0 };
}

/**
 * Moves the staff member's last visit to `at`, without waiting for the disk: every visit writes it,
 * and one lost in a crash only shows the same arrivals as new once more. One statement: set_config's
 * local setting holds for the statement's own transaction, its commit included (no begin, set, commit).
 */
export async function markDashboardSeen(db: Database, userId: string, at: Date) {
  await db
    .update(users)
    .set({ dashboardSeenAt: at })
    .where(and(eq(users.id, userId), sql`set_config('synchronous_commit', 'off', true) is not null`));
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
