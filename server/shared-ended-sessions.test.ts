import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisNames } from '../lib/shared/redis-channels';
import { connectSharedRedis, type SharedRedis } from '../lib/shared/shared-redis';
import { closedRedisUrl, redisWait, testRedisUrl, uniqueRedisPrefix } from '../upstream/test/helpers/redis';
import { shareEndedSessions } from './shared-ended-sessions';

const quiet = { warn: () => undefined, info: () => undefined };
const connections: SharedRedis[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((redis) => redis.close()));
});

const subscribers = async (redis: SharedRedis, channel: string) =>
  Number(((await redis.client.pubsub('NUMSUB', channel)) as [string, number])[1]);

/** A website instance: its own list of ended sessions (hash → until), fed by the channel. */
async function websiteInstance(url: string, prefix: string) {
  const ended = new Map<string, number>();
  const errors: unknown[] = [];
  const redis = await connectSharedRedis(url, prefix, quiet);
  connections.push(redis);
  const shared = shareEndedSessions(
    redis,
    (hash, until) => void ended.set(hash, until),
    (err) => void errors.push(err),
  );
  // The subscription takes effect before the test publishes: Redis counts every instance of the deployment.
  const channel = prefix + redisNames.endedSessionsChannel;
  const instances = connections.filter((connection) => connection.prefix === prefix).length;
  if (url === testRedisUrl)
    await vi.waitFor(async () => expect(await subscribers(redis, channel)).toBe(instances), redisWait);
  return { ended, errors, end: (hash: string, until: number) => (ended.set(hash, until), shared.publish(hash, until)) };
}

describe('ended sessions shared through Redis', () => {
  it('a session ended on A is ended on B within a moment, and concurrent logouts on both all arrive', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [await websiteInstance(testRedisUrl, prefix), await websiteInstance(testRedisUrl, prefix)];
    const until = Date.now() + 86_400_000;
    a.end('hash-a', until);
    await vi.waitFor(() => expect(b.ended.get('hash-a')).toBe(until), { ...redisWait, interval: 5 });
    // Ten logouts on both instances at once (none waits for Redis).
    for (let n = 0; n < 10; n++) (n % 2 ? a : b).end(`hash-${n}`, until);
    for (const site of [a, b]) await vi.waitFor(() => expect(site.ended.size).toBe(11), redisWait);
  });

  it('an instance starting later loads the sessions still ended, not the expired ones nor another deployment’s', async () => {
    const prefix = uniqueRedisPrefix();
    const a = await websiteInstance(testRedisUrl, prefix);
    a.end('still-ended', Date.now() + 60_000);
    a.end('expired', Date.now() - 1);
    (await websiteInstance(testRedisUrl, uniqueRedisPrefix())).end('other-deployment', Date.now() + 60_000);
    // Both deployments' sets are stored (the expired logout never is) before the late instance starts.
    for (const redis of connections)
      await vi.waitFor(async () => expect(await redis.client.zcard(redisNames.endedSessionsKey)).toBe(1), redisWait);
    const late = await websiteInstance(testRedisUrl, prefix);
    await vi.waitFor(() => expect([...late.ended.keys()]).toEqual(['still-ended']), redisWait);
    // The set lives no longer than its newest entry.
    const ttl = await connections[0]!.client.pttl(redisNames.endedSessionsKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('with Redis unreachable a logout still ends the session on its own instance, and nothing throws', async () => {
    const site = await websiteInstance(await closedRedisUrl(), uniqueRedisPrefix());
    expect(() => site.end('hash-down', Date.now() + 60_000)).not.toThrow();
    expect(site.ended.has('hash-down')).toBe(true);
    await vi.waitFor(() => expect(site.errors.length).toBeGreaterThan(0), redisWait);
  });
});
