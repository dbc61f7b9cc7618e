import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { checkInTexts } from '@contracts/welfare/check-in-texts';
import { quarterDays, welfareStatusLabels } from '@contracts/welfare/welfare';
import type { AppContext } from '../../context';
import { applications, welfareIncidents, welfareReports, welfareWorkers } from '../../db/schema';
import type { CsvColumns } from '../../lib/csv';
import type { StaffScope } from '../../lib/staff-scope';
import { applicationScopeWhere } from '../applications';
import { selectWorkers } from './repository';

const batch = 500;

/** The quarter's report of a worker: the earliest due in it, its answer and note, and the open incidents. */
const reportIn = (from: string, to: string) => ({
  dueOn: sql<string>`(select min(${welfareReports.dueOn})::text from ${welfareReports}
    where ${welfareReports.workerId} = ${welfareWorkers.id} and ${welfareReports.dueOn} between ${from}::date and ${to}::date)`,
  answer: sql<string | null>`(select ${welfareReports.answer} from ${welfareReports}
    where ${welfareReports.workerId} = ${welfareWorkers.id} and ${welfareReports.dueOn} between ${from}::date and ${to}::date
    order by ${welfareReports.dueOn} limit 1)`,
  note: sql<string | null>`(select ${welfareReports.note} from ${welfareReports}
    where ${welfareReports.workerId} = ${welfareWorkers.id} and ${welfareReports.dueOn} between ${from}::date and ${to}::date
    order by ${welfareReports.dueOn} limit 1)`,
  openIncidents: sql<number>`(select count(*)::int from ${welfareIncidents}
    where ${welfareIncidents.workerId} = ${welfareWorkers.id} and ${welfareIncidents.status} = 'open')`,
});

type ReportRow = Awaited<ReturnType<typeof reportPage>>[number];

function reportPage(ctx: Pick<AppContext, 'db'>, from: string, to: string, scope: StaffScope, after: string | null) {
  const due = ctx.db
    .select({ id: welfareReports.workerId })
    .from(welfareReports)
    .where(and(gte(welfareReports.dueOn, from), lte(welfareReports.dueOn, to)));
  return selectWorkers(ctx.db, reportIn(from, to))
    .where(
      and(
        sql`${welfareWorkers.id} in (${due})`,
        after ? gt(welfareWorkers.id, after) : undefined,
        applicationScopeWhere(scope),
      ),
    )
    .orderBy(asc(welfareWorkers.id))
    .limit(batch);
}

/** How many workers the quarter's report lists (the access entry's count, written before the first byte). */
export async function countReportRows(ctx: Pick<AppContext, 'db'>, quarter: string, scope: StaffScope) {
  const { from, to } = quarterDays(quarter)!;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(distinct ${welfareReports.workerId})::int` })
    .from(welfareReports)
    .innerJoin(welfareWorkers, eq(welfareWorkers.id, welfareReports.workerId))
    .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
    .where(and(gte(welfareReports.dueOn, from), lte(welfareReports.dueOn, to), applicationScopeWhere(scope)));
  return row?.n ?? 0;
}

/** Every worker with a report due in the quarter, a batch at a time (paged by key). */
export async function* quarterlyReportRows(ctx: Pick<AppContext, 'db'>, quarter: string, scope: StaffScope) {
  const { from, to } = quarterDays(quarter)!;
  let after: string | null = null;
  for (;;) {
    const rows: ReportRow[] = await reportPage(ctx, from, to, scope, after);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = rows.at(-1)!.workerId;
  }
}

function remarks(row: ReportRow) {
  const answer =
    row.answer === 'fine' ? checkInTexts.fine : row.answer === 'help' ? checkInTexts.help : 'No check-in answer yet';
  const parts = [`Report due ${row.dueOn}. Check-in: ${answer}`];
  if (row.note) parts.push(`Note: ${row.note}`);
  if (row.statusReason) parts.push(`Repatriation: ${row.statusReason}`);
  if (row.openIncidents > 0) parts.push(`Open incidents: ${row.openIncidents}`);
  return parts.join('. ');
}

/** The columns the welfare monitoring report asks for, in its order. */
export const reportColumns: CsvColumns<ReportRow> = [
  ["Worker's name", (r) => r.name],
  ['Passport number', (r) => r.passportNumber],
  ['Position', (r) => r.position],
  ['Employer', (r) => r.employer],
  ['Worksite', (r) => r.worksite],
  ['Departure date', (r) => r.departedOn],
  ['Status', (r) => `${welfareStatusLabels[r.status]} since ${r.statusOn}`],
  ['Remarks', remarks],
];
