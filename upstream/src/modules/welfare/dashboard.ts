import { and, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { monitoredStatuses } from '@contracts/welfare/welfare';
import type { WelfareDashboard } from '@contracts/welfare/views';
import { unionAll } from 'drizzle-orm/pg-core';
import { addDays, uaeToday } from '@shared/uae-time';
import type { AppContext } from '../../context';
import { runNamed } from '../../db/named-statement';
import { applications, clients, jobOpenings, welfareIncidents, welfareReports, welfareWorkers } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { applicationScopeWhere } from '../applications';
import { workerEmployer } from './repository';

/** Each list's length at most: the dashboard shows the most urgent. */
const shown = 100;
/** Overdue reports are looked for this far back (a year: older ones are the monitoring report's, not the week's). */
const overdueBackDays = 366;

/**
 * The dashboard's welfare section, in the caller's scope: reports due from today to a week ahead and
 * those past due without an answer (of workers still monitored), then open incidents by due date.
 */
export async function welfareDashboard(
  ctx: Pick<AppContext, 'db'>,
  scope: StaffScope,
  now: Date,
): Promise<WelfareDashboard> {
  const today = uaeToday(now);
  // Two index ranges, merged: this week's reports (few), and the unanswered overdue ones (a partial
  // index), rather than a year of reports, most of them answered, filtered one by one. Each is read in
  // its index's order (due date, then worker: unique), so the scan stops at the list's length, and
  // joins only what the list shows (a wider join cost more to plan than to run, at 50,000 workers).
  const reportsWhere = (when: SQL) =>
    ctx.db
      .select({
        applicationId: welfareWorkers.applicationId,
        name: applications.name,
        employer: workerEmployer,
        dueOn: welfareReports.dueOn,
        // Selected for the union's order (an output column), not shown.
        workerId: welfareReports.workerId,
        answer: welfareReports.answer,
      })
      .from(welfareReports)
      .innerJoin(welfareWorkers, eq(welfareWorkers.id, welfareReports.workerId))
      .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .leftJoin(clients, eq(clients.id, jobOpenings.clientId))
      .where(and(when, inArray(welfareWorkers.status, [...monitoredStatuses]), applicationScopeWhere(scope)))
      .orderBy(asc(welfareReports.dueOn), asc(welfareReports.workerId))
      .limit(shown);
  // Both ranges in one statement, merged in the same order and cut at the list's length: all overdue
  // reports come before this week's, so when they fill the list this week's arm runs for one row only.
  const bothRanges = unionAll(
    reportsWhere(
      and(
        gte(welfareReports.dueOn, addDays(today, -overdueBackDays)),
        lt(welfareReports.dueOn, today),
        isNull(welfareReports.answeredAt),
      )!,
    ),
    reportsWhere(and(gte(welfareReports.dueOn, today), lte(welfareReports.dueOn, addDays(today, 7)))!),
  )
    .orderBy(asc(welfareReports.dueOn), asc(welfareReports.workerId))
    .limit(shown);
  const openIncidents = ctx.db
    .select({
      id: welfareIncidents.id,
      applicationId: welfareWorkers.applicationId,
      worker: applications.name,
      kind: welfareIncidents.kind,
      dueOn: welfareIncidents.dueOn,
    })
    .from(welfareIncidents)
    .innerJoin(welfareWorkers, eq(welfareWorkers.id, welfareIncidents.workerId))
    .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
    // 'open' in the text, not a parameter: the partial index of open incidents then serves every plan.
    .where(and(sql`${welfareIncidents.status} = 'open'`, applicationScopeWhere(scope)))
    .orderBy(asc(welfareIncidents.dueOn), asc(welfareIncidents.id))
    .limit(shown);
  // Named where the text is fixed (a scope that sees every worker): their planning cost what they run.
  const [reports, incidents] = await Promise.all([
    runNamed(bothRanges, scope.all && 'welfare_dashboard_reports'),
    runNamed(openIncidents, scope.all && 'welfare_dashboard_incidents'),
  ]);
  return {
    reportsDue: reports.map((r) => ({
      applicationId: r.applicationId,
      worker: r.name,
      employer: r.employer,
      dueOn: r.dueOn,
      overdue: r.dueOn < today,
      answer: r.answer,
    })),
    incidents: incidents.map((i) => ({
      _id: i.id,
      applicationId: i.applicationId,
      worker: i.worker,
      kind: i.kind,
      dueOn: i.dueOn,
      overdue: i.dueOn < today,
    })),
  };
}
