/**
 * A token bucket per client address: `perMinute` calls a minute on average, bursts of up to half
 * a minute's worth. Buckets that have filled up again are forgotten, so memory follows the clients
 * active in the last minute.
 */
export function createReadLimit(perMinute: number, now: () => number = Date.now) {
  const capacity = Math.max(1, Math.floor(perMinute / 2));
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweptAt = now();

  const level = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs);

  function sweep(time: number) {
    if (time - sweptAt < 60_000) return;
    sweptAt = time;
    for (const [key, bucket] of buckets) if (level(bucket, time) >= capacity) buckets.delete(key);
  }

  return {
    /** Takes one call for `client`; answers the seconds to wait when there is none left, else 0. */
    take(client: string): number {
      const time = now();
      sweep(time);
      const bucket = buckets.get(client) ?? { tokens: capacity, at: time };
      const tokens = level(bucket, time);
      if (tokens < 1) return Math.ceil((1 - tokens) / perMs / 1000);
      buckets.set(client, { tokens: tokens - 1, at: time });
      return 0;
    },
    /** How many clients are remembered (for the tests). */
    get size() {
      return buckets.size;
    },
  };
}
