import { allCacheTags } from '../lib/contracts/core/cache-tags';
import { purgeMessageSchema, redisNames } from '../lib/shared/redis-channels';
import type { SharedRedis } from '../lib/shared/shared-redis';

/** The revalidation route takes at most this many tags a call. */
const tagsPerCall = 50;

export interface PurgeTargets {
  /** Revalidates Next's cached reads that carry these tags. */
  revalidate(tags: string[]): Promise<void>;
  /** Drops every page the edge's page cache holds. */
  purgePages(): void;
  onError(err: unknown): void;
}

/**
 * Every website instance listens on the purge channel the upstream publishes staff changes on: it
 * revalidates Next's reads with those tags, then empties its page cache. Each time the subscription is
 * (re)established it does so for every tag the site uses, since messages sent meanwhile are lost
 * (as upstream/src/read-model/change-listener.ts does for the read model).
 */
export function listenForPurges(redis: SharedRedis, targets: PurgeTargets) {
  const purge = async (tags: string[]) => {
    for (let start = 0; start < tags.length; start += tagsPerCall) {
      await targets.revalidate(tags.slice(start, start + tagsPerCall)).catch(targets.onError);
    }
    // After Next's revalidation, so no page is stored again from the old data.
    targets.purgePages();
  };
  redis.subscribe(
    redisNames.purgeChannel,
    (message) => {
      let parsed;
      try {
        parsed = purgeMessageSchema.safeParse(JSON.parse(message));
      } catch {
        parsed = undefined;
      }
      if (parsed?.success) void purge(parsed.data.tags);
      else targets.onError(new Error(`ignored a malformed purge message: ${message.slice(0, 200)}`));
    },
    () => void purge(allCacheTags()),
  );
}

/** Revalidates through this process's own /api/revalidate: Next's revalidateTag works only inside its handlers. */
export function revalidateThroughOwnRoute(port: number, secret: string | undefined) {
  return async (tags: string[]) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret ?? '' },
      body: JSON.stringify({ tags }),
    });
    if (!res.ok) throw new Error(`revalidating ${tags.join(', ')} answered ${res.status}`);
  };
}
