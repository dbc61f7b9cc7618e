import type { AdminDashboard } from '@contracts/admin';
import type { AppContext } from '../../context';
import { findUserWithBusinessType, updateUser } from '../users/repository';
import { chartWindow } from './chart-window';
import { applicationsPerJob, applicationsPerWeekSince, countNewSince } from './repository';

/**
 * What arrived since the staff member's last visit (which moves to now), and the charts over the
 * last 12 weeks: bounded by date, so a visit costs the same after years of applications.
 */
export async function getDashboard(ctx: AppContext, viewerId: string, now = new Date()): Promise<AdminDashboard> {
  const me = await findUserWithBusinessType(ctx.db, viewerId);
  const lastVisit = me?.user.dashboardSeenAt ?? null;
  const { weeks, from } = chartWindow(now);
  const [newSince, perJob, perWeek] = await Promise.all([
    countNewSince(ctx.db, lastVisit),
    applicationsPerJob(ctx.db, from),
    applicationsPerWeekSince(ctx.db, from),
  ]);
  await updateUser(ctx.db, viewerId, { dashboardSeenAt: now });
  const perWeekCount = new Map(perWeek.map((w) => [w.week, w.count]));
  return {
    lastVisit: lastVisit?.toISOString() ?? null,
    newSince,
    chartsFrom: weeks[0]!,
    applicationsPerJob: perJob,
    // Every week of the window, those without applications as 0.
    applicationsPerWeek: weeks.map((week) => ({ week, count: perWeekCount.get(week) ?? 0 })),
  };
}
