import type { Database } from '../../db/client';
import type { ChartWindow } from './chart-window';
import { countApplicationsMade } from './repository';

type Counted = Awaited<ReturnType<typeof countApplicationsMade>>;

/** How long the past weeks' counts are reused: job titles renamed or deleted since show after this. */
const pastWeeksMs = 5 * 60_000;

function add(into: Map<string, number>, rows: { key: string; count: number }[]) {
  for (const { key, count } of rows) into.set(key, (into.get(key) ?? 0) + count);
}

/**
 * The charts' counts, per job title and per week: the window's past weeks are counted once (they no
 * longer change: applications are never dated back nor deleted) and reused, this week's counted on
 * each visit. A visit then reads one week of applications, not twelve.
 */
export function createChartCounts() {
  let past: { from: number; at: number; counted: Promise<Counted> } | undefined;

  return async function chartCounts(db: Database, window: ChartWindow, now: Date) {
    if (!past || past.from !== window.from.getTime() || now.getTime() - past.at > pastWeeksMs) {
      const counted = countApplicationsMade(db, window.from, window.thisWeek);
      // A failed count is not kept: the next visit counts again.
      counted.catch(() => (past = past?.counted === counted ? undefined : past));
      past = { from: window.from.getTime(), at: now.getTime(), counted };
    }
    const [before, thisWeek] = await Promise.all([past.counted, countApplicationsMade(db, window.thisWeek)]);
    const perJob = new Map<string, number>();
    const perWeek = new Map<string, number>();
    for (const counted of [before, thisWeek]) {
      add(perJob, counted.perJob);
      add(perWeek, counted.perWeek);
    }
    return { perJob, perWeek };
  };
}

export type ChartCounts = ReturnType<typeof createChartCounts>;
