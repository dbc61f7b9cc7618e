/** How long a search seen past the cap is believed to stay past it. */
const rememberMs = 10 * 60_000;
/** Searches remembered at most (the oldest is forgotten first): a few KB. */
const most = 1_000;

/**
 * Staff searches seen to match more than the count's cap, per process. Such a search (a common
 * surname) is counted as the cap without reading its matches again: staff paging through "santos"
 * pay for its page only, not for 1,001 matches read each time (at 100,000 applications that read was
 * half of the answer's time). Only the count is remembered, never rows: every page is read afresh,
 * so a new match shows at once. A search only falls back under the cap when applications are erased,
 * and then says "more than 1,000" for at most 10 minutes more.
 */
export function createOverCapSearches(now: () => number = Date.now) {
  const until = new Map<string, number>();
  return {
    has(search: string): boolean {
      const expires = until.get(search);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      until.delete(search);
      return false;
    },
    add(search: string): void {
      // Deleted first so the Map's order stays the order of last sight.
      until.delete(search);
      until.set(search, now() + rememberMs);
      if (until.size > most) until.delete(until.keys().next().value!);
    },
  };
}

export type OverCapSearches = ReturnType<typeof createOverCapSearches>;
