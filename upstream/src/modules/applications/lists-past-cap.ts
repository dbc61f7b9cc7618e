import { LruMap } from '../../lib/lru-map';

/** How long a list seen past the count's cap is believed to stay past it. */
const rememberMs = 5 * 60_000;
/** Lists remembered at most (the least recently used is forgotten first): a few KB. */
const most = 1_000;

/**
 * The staff lists (filters and search, whatever the order and page) seen to match more than the
 * count's cap, per process. Such a list is counted as the cap without reading its rows again: staff
 * paging through "santos", or through Rejected in one emirate by name, pay for each page only, not for
 * 1,001 matching rows read each time (at 100,000 applications that read was half of the answer's time).
 * Only the count is remembered, never rows: every page is read afresh, so a new match shows at once. A
 * list falls back under the cap only when many of its rows leave it (erased, or moved to another
 * stage), and then says "more than 1,000" for at most 5 minutes more.
 */
export function createListsPastCap(now: () => number = Date.now) {
  /** Each list's expiry, 5 minutes after it was last seen past the cap. */
  const until = new LruMap<number>(most);
  return {
    has(list: string): boolean {
      const expires = until.get(list);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      until.delete(list);
      return false;
    },
    add(list: string): void {
      until.set(list, now() + rememberMs);
    },
  };
}

export type ListsPastCap = ReturnType<typeof createListsPastCap>;
