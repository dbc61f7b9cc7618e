import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { welfareTexts } from '@contracts/welfare/welfare';
import type { HolidayView } from '@contracts/welfare/views';
import { incidentReportDue } from '@shared/deadlines';
import { addDays } from '@shared/uae-time';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { holidays } from '../../db/schema';

const present = (row: typeof holidays.$inferSelect): HolidayView => ({
  date: row.date,
  name: row.name,
  kind: row.kind,
});

export async function listHolidays(db: Database, year: number) {
  const rows = await db
    .select()
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
  return rows.map(present);
}

export async function putHoliday(db: Database, date: string, body: Omit<HolidayView, 'date'>) {
  const [row] = await db
    .insert(holidays)
    .values({ date, ...body })
    .onConflictDoUpdate({ target: holidays.date, set: { ...body, updatedAt: new Date() } })
    .returning();
  return present(row!);
}

export async function removeHoliday(db: Database, date: string) {
  const removed = await db.delete(holidays).where(eq(holidays.date, date)).returning({ date: holidays.date });
  if (removed.length === 0) throw notFound(welfareTexts.missingHoliday);
}

/**
 * An incident's due date: 5 Philippine working days after the day learned of, skipping the stored
 * holidays (read for the month ahead: 5 working days never span more).
 */
export async function incidentDueFrom(db: Database, learnedOn: string) {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, learnedOn), lte(holidays.date, addDays(learnedOn, 31))));
  return incidentReportDue(learnedOn, new Set(rows.map((row) => row.date)));
}
