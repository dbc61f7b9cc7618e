import { addDays, uaeToday } from '@shared/uae-time';

/** How many weeks the dashboard's charts cover: this week and the eleven before it. */
export const chartWeeks = 12;

// The UAE is UTC+4 all year (uae-time.ts): a UAE date's midnight as an instant.
const uaeMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`);

/**
 * The weeks the charts cover, in the agency's time zone: each week's Monday ('2026-11-23'), oldest
 * first, and the instant the first one began.
 */
export function chartWindow(now: Date) {
  const today = uaeToday(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const first = addDays(today, -sinceMonday - 7 * (chartWeeks - 1));
  const weeks = Array.from({ length: chartWeeks }, (_, i) => addDays(first, 7 * i));
  return { weeks, from: uaeMidnight(first) };
}

export type ChartWindow = ReturnType<typeof chartWindow>;
