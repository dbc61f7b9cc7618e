import type { Database } from '../../db/client';
import type { ChartWindow } from './chart-window';
import { countApplicationsMade } from './repository';

type Counted = Awaited<ReturnType<typeof countApplicationsMade>>;

/** How often the window is counted again (job titles renamed or deleted show after this). */
const recountMs = 5 * 60_000;
/** Applications are dated when their transaction starts: the last minute is left to each visit's own count. */
const settleMs = 60_000;

function add(into: Map<string, number>, rows: { key: string; count: number }[]) {
  for (const { key, count } of rows) into.set(key, (into.get(key) ?? 0) + count);
}

/**
 * The charts' counts, per job title and per week. The window up to a minute ago is counted at most
 * every 5 minutes and reused (applications are never dated back nor deleted); each visit counts only
 * what was made since. A visit then reads minutes of applications, not twelve weeks.
 */
export function createChartCounts() {
  let settled: { from: number; until: Date; at: number; counted: Promise<Counted> } | undefined;

  return async function chartCounts(db: Database, window: ChartWindow, now: Date) {
    if (!settled || settled.from !== window.from.getTime() || now.getTime() - settled.at > recountMs) {
      const until = new Date(now.getTime() - settleMs);
      const counted = countApplicationsMade(db, window.from, until);
      // A failed count is not kept: the next visit counts again.
      counted.catch(() => (settled = settled?.counted === counted ? undefined : settled));
      settled = { from: window.from.getTime(), until, at: now.getTime(), counted };
    }
    const [before, since] = await Promise.all([settled.counted, countApplicationsMade(db, settled.until)]);
    const perJob = new Map<string, number>();
    const perWeek = new Map<string, number>();
    for (const counted of [before, since]) {
      add(perJob, counted.perJob);
      add(perWeek, counted.perWeek);
    }
    return { perJob, perWeek };
  };
}

export type ChartCounts = ReturnType<typeof createChartCounts>;
