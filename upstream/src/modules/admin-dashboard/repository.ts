import { count, desc, eq, gt, sql, type Column } from 'drizzle-orm';
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

export async function applicationsPerJob(db: Database) {
  const title = sql<string>`coalesce(${jobOpenings.title}, 'General application')`;
  return db
    .select({ job: title, count: count() })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .groupBy(title)
    .orderBy(desc(count()))
    .limit(20);
}

/** Applications per ISO week (Monday), the last 12 weeks that had any. */
export async function applicationsPerWeek(db: Database) {
  const week = sql<string>`to_char(date_trunc('week', ${applications.createdAt}), 'YYYY-MM-DD')`;
  const rows = await db.select({ week, count: count() }).from(applications).groupBy(week).orderBy(desc(week)).limit(12);
  return rows.reverse();
}
