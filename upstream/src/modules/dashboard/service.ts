import type { AdminDashboard } from '@contracts/dashboard/dashboard';
import type { AppContext } from '../../context';
import { countTextMessagesPerDay } from '../text-messages';
import { findUserWithBusinessType } from '../users';
import type { ChartCounts } from './chart-counts';
import { chartWindow } from './chart-window';
import { countNewSince, markDashboardSeen } from './repository';

/** How many jobs the per-job chart names: those with the most applications in the window. */
const topJobs = 20;

/**
 * What arrived since the staff member's last visit (which moves to now), and the charts over the
 * last 12 weeks: bounded by date, so a visit costs the same after years of applications.
 */
export async function getDashboard(
  ctx: AppContext,
  chartCounts: ChartCounts,
  viewerId: string,
  now = new Date(),
): Promise<AdminDashboard> {
  const me = await findUserWithBusinessType(ctx.db, viewerId);
  const lastVisit = me?.user.dashboardSeenAt ?? null;
  const window = chartWindow(now);
  const [newSince, charts, textMessagesPerDay] = await Promise.all([
    countNewSince(ctx.db, lastVisit),
    chartCounts(ctx.db, window, now),
    countTextMessagesPerDay(ctx.db, now),
  ]);
  await markDashboardSeen(ctx.db, viewerId, now);
  const perJob = [...charts.perJob]
    .map(([job, count]) => ({ job, count }))
    .sort((a, b) => b.count - a.count || a.job.localeCompare(b.job))
    .slice(0, topJobs);
  return {
    lastVisit: lastVisit?.toISOString() ?? null,
    newSince,
    chartsFrom: window.weeks[0]!,
    applicationsPerJob: perJob,
    // Every week of the window, those without applications as 0.
    applicationsPerWeek: window.weeks.map((week) => ({ week, count: charts.perWeek.get(week) ?? 0 })),
    textMessagesPerDay,
  };
}
