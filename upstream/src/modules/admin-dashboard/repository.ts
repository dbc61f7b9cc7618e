import { count, desc, eq, gt, gte, sql, type Column } from 'drizzle-orm';
import { agencyTimeZone } from '@contracts/uae-time';
import type { Database } from '../../db/client';
import { applications, contactMessages, employerInquiries, jobOpenings } from '../../db/schema';

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

/** The 20 jobs with the most applications since `from` (read from the created-at index, never the whole table). */
export async function applicationsPerJob(db: Database, from: Date) {
  const title = sql<string>`coalesce(${jobOpenings.title}, 'General application')`;
  return db
    .select({ job: title, count: count() })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .where(gte(applications.createdAt, from))
    .groupBy(title)
    .orderBy(desc(count()), title)
    .limit(20);
}

// A constant, written into the query as is: a bound parameter would differ between select and group by.
const localTime = sql.raw(`at time zone '${agencyTimeZone}'`);

/** Applications per UAE week (its Monday, 'YYYY-MM-DD') since `from`; weeks without any are absent. */
export async function applicationsPerWeekSince(db: Database, from: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${applications.createdAt} ${localTime}), 'YYYY-MM-DD')`;
  return db.select({ week, count: count() }).from(applications).where(gte(applications.createdAt, from)).groupBy(week);
}
