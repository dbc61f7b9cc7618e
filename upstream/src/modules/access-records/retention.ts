import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';

/** How long the record of access is kept (issue 42): then its months are dropped whole. */
export const keptYears = 3;
/** Months made ahead of the current one, so an entry never waits on its month being made (repository.ts). */
const monthsAhead = 3;

// Both drivers answer a raw query with { rows }.
const rowsOf = async <T>(ctx: Pick<AppContext, 'db'>, query: SQL) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** `date` moved by whole UTC months (a day past the month's end lands in the next: only its month counts here). */
function addMonths(date: Date, months: number) {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/**
 * The scheduled task of the record of access: makes this month's partition and the next ones, and drops
 * every month wholly older than `keptYears` (the migration's SQL functions): dropping a month is the
 * retention, so an entry goes within a month after its 3 years.
 */
export async function keepAccessRecords(ctx: Pick<AppContext, 'db'>, now: Date): Promise<Record<string, number>> {
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  let monthsAdded = 0;
  for (let ahead = 0; ahead <= monthsAhead; ahead++) {
    const made = await rowsOf<{ made: boolean }>(
      ctx,
      sql`select access_records_add_month(${addMonths(firstOfMonth, ahead).toISOString()}::timestamptz) as made`,
    );
    if (made[0]?.made) monthsAdded++;
  }
  const cutoff = addMonths(now, -12 * keptYears);
  const [dropped] = await rowsOf<{ months: number }>(
    ctx,
    sql`select access_records_drop_before(${cutoff.toISOString()}::timestamptz) as months`,
  );
  return { monthsAdded, monthsDropped: dropped?.months ?? 0 };
}
