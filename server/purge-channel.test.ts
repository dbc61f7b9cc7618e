import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCacheTags } from '../lib/contracts/core/cache-tags';
import { redisNames } from '../lib/shared/redis-channels';
import { connectSharedRedis, type SharedRedis } from '../lib/shared/shared-redis';
import { closedRedisUrl, redisWait, redisProxy, testRedisUrl, uniqueRedisPrefix } from '../upstream/test/helpers/redis';
import { listenForPurges } from './purge-channel';

const quiet = { warn: () => undefined, info: () => undefined };
const connections: SharedRedis[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((redis) => redis.close()));
});

async function connect(url: string, prefix: string) {
  const redis = await connectSharedRedis(url, prefix, quiet);
  connections.push(redis);
  return redis;
}

/** A website instance's purge listener, recording what it revalidated and when it emptied its page cache. */
async function websiteInstance(url: string, prefix: string) {
  const events: string[] = [];
  const errors: unknown[] = [];
  const redis = await connect(url, prefix);
  listenForPurges(redis, {
    revalidate: async (tags) => void events.push(`revalidate ${tags.join(',')}`),
    purgePages: () => void events.push('purge pages'),
    onError: (err) => void errors.push(err),
  });
  // The first subscription catches up on everything; wait for it, then start from a clean record.
  await vi.waitFor(() => expect(events.at(-1)).toBe('purge pages'), redisWait);
  events.length = 0;
  return { redis, events, errors };
}

describe('the purge channel on each website instance', () => {
  it('every instance revalidates the published tags, then empties its page cache', async () => {
    const prefix = uniqueRedisPrefix();
    const sites = [await websiteInstance(testRedisUrl, prefix), await websiteInstance(testRedisUrl, prefix)];
    const upstream = await connect(testRedisUrl, prefix);
    await upstream.publish(redisNames.purgeChannel, JSON.stringify({ tags: ['jobs', 'content:home'] }));
    for (const site of sites) {
      await vi.waitFor(() => expect(site.events).toEqual(['revalidate jobs,content:home', 'purge pages']), redisWait);
    }
  });

  it('another deployment’s prefix and malformed messages purge nothing', async () => {
    const prefix = uniqueRedisPrefix();
    const site = await websiteInstance(testRedisUrl, prefix);
    const elsewhere = await connect(testRedisUrl, uniqueRedisPrefix());
    await elsewhere.publish(redisNames.purgeChannel, JSON.stringify({ tags: ['jobs'] }));
    const upstream = await connect(testRedisUrl, prefix);
    await upstream.publish(redisNames.purgeChannel, '{"tags": "jobs"}');
    await upstream.publish(redisNames.purgeChannel, 'not json');
    await vi.waitFor(() => expect(site.errors).toHaveLength(2), redisWait);
    expect(site.events).toEqual([]);
  });

  it('after an outage (messages may be lost) it revalidates every tag the site uses and purges', async () => {
    const proxy = await redisProxy();
    const site = await websiteInstance(proxy.url, uniqueRedisPrefix());
    proxy.cut();
    await vi.waitFor(() => expect(site.redis.isReady()).toBe(false), redisWait);
    proxy.restore();
    await vi.waitFor(() => expect(site.events.at(-1)).toBe('purge pages'), redisWait);
    await proxy.close();
    const revalidated = site.events
      .filter((event) => event.startsWith('revalidate '))
      .flatMap((event) => event.slice(11).split(','));
    const tags = allCacheTags();
    expect(tags).toEqual(expect.arrayContaining(['jobs', 'testimonials', 'content:home', 'content:lookup:position']));
    expect(revalidated.sort()).toEqual([...tags].sort());
  });

  it('with Redis unreachable the instance starts and keeps running; nothing is purged', async () => {
    const redis = await connect(await closedRedisUrl(), uniqueRedisPrefix());
    const events: string[] = [];
    listenForPurges(redis, {
      revalidate: async () => void events.push('revalidate'),
      purgePages: () => void events.push('purge pages'),
      onError: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(redis.isReady()).toBe(false);
    expect(events).toEqual([]);
  });
});
