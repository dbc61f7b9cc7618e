import { ByteLru } from './byte-lru';
import type { RenderTarget } from './render-page';
import { singleFlight } from './single-flight';
import { storedPage, type RenderedPage, type StoredPage } from './stored-page';
import type { PageCacheState } from './write-stored-page';

/** A key whose last render could not be shared (a 404, a redirect): Next answers it directly until then. */
interface PassMarker {
  pass: true;
  storedAt: number;
}

type Entry = StoredPage | PassMarker;

export interface PageCacheOptions {
  render: (target: RenderTarget) => Promise<RenderedPage>;
  maxBytes: number;
  /** How long a stored page is served before one re-render replaces it (the pages' `revalidate`). */
  freshMs: number;
  /** After a failed re-render (upstream down), how long the stale page serves before the next try. */
  retryMs: number;
  now?: () => number;
  onError?: (err: unknown, target: RenderTarget) => void;
}

/**
 * Public pages kept as rendered for anonymous visitors. A miss renders once however many ask
 * (single flight); a page older than `freshMs` keeps serving while one background render replaces
 * it; `purge()` (staff changed something) drops everything, and a render begun before it is not kept.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new ByteLru<Entry>(options.maxBytes, (entry) => ('pass' in entry ? 256 : entry.bytes));
  const flights = singleFlight<StoredPage | undefined>();
  let generation = 0;

  function refresh(key: string, target: RenderTarget): Promise<StoredPage | undefined> {
    return flights.run(key, async () => {
      const startedIn = generation;
      let rendered: RenderedPage | undefined;
      try {
        rendered = await options.render(target);
      } catch (err) {
        options.onError?.(err, target);
      }
      const page = rendered && (await storedPage(rendered, now));
      if (startedIn !== generation) return page;
      if (page) entries.set(key, page);
      else if (rendered && rendered.status < 500) entries.set(key, { pass: true, storedAt: now() });
      else {
        // A fault (upstream down): the stale page, if any, keeps serving and is tried again later.
        const stale = entries.get(key);
        if (stale && !('pass' in stale)) stale.retryAt = now() + options.retryMs;
      }
      return page;
    });
  }

  /** The page to answer with and how it was found, or undefined when Next must answer itself. */
  async function lookup(
    key: string,
    target: RenderTarget,
  ): Promise<{ page: StoredPage; state: PageCacheState } | undefined> {
    const entry = entries.get(key);
    const fresh = entry && now() - entry.storedAt < options.freshMs;
    if (entry && 'pass' in entry) {
      if (fresh) return undefined;
    } else if (entry) {
      if (fresh) return { page: entry, state: 'hit' };
      if (now() >= entry.retryAt && !flights.isRunning(key))
        refresh(key, target).catch((err: unknown) => options.onError?.(err, target));
      return { page: entry, state: 'stale' };
    }
    const page = await refresh(key, target);
    return page && { page, state: 'miss' };
  }

  function purge() {
    generation += 1;
    entries.clear();
    flights.forget();
  }

  return { lookup, purge, stats: () => ({ entries: entries.size, bytes: entries.bytes }) };
}

export type PageCache = ReturnType<typeof createPageCache>;
