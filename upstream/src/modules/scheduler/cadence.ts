import { uaeClock } from '@shared/uae-time';

/** How often a task runs; hours are UAE local time (Asia/Dubai, UTC+4 all year). */
export type Cadence = { every: 'minute' } | { every: 'hour' } | { dailyAt: number };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period `now` falls in ('2026-11-24T09:23', '2026-11-24T09', '2026-11-24', in UAE local time),
 * or null when the task is not due yet (a daily task before its hour). Each period runs once.
 */
export function periodOf(cadence: Cadence, now: Date): string | null {
  const { date, hour, minute } = uaeClock(now);
  if ('dailyAt' in cadence) return hour >= cadence.dailyAt ? date : null;
  if (cadence.every === 'hour') return `${date}T${pad(hour)}`;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}

/** The cadence as staff read it on the task runs page. */
export function describeCadence(cadence: Cadence) {
  if ('dailyAt' in cadence) return `Daily at ${pad(cadence.dailyAt)}:00 UAE time`;
  return cadence.every === 'hour' ? 'Every hour' : 'Every minute';
}
