import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisProxy, redisWait, testRedisUrl, uniqueRedisPrefix } from '../../upstream/test/helpers/redis';
import { connectSharedRedis, type RedisLog, type SharedRedis } from './shared-redis';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function connect(url: string, prefix: string, log: RedisLog = { warn: () => undefined, info: () => undefined }) {
  const redis: SharedRedis = await connectSharedRedis(url, prefix, log);
  cleanups.push(() => redis.close());
  return redis;
}

describe('the shared Redis connection', () => {
  it('started during an outage: commands fail at once, then it subscribes and catches up when Redis is back, logging the outage once', async () => {
    const proxy = await redisProxy();
    cleanups.push(() => proxy.close());
    proxy.cut();
    const lines: string[] = [];
    const prefix = uniqueRedisPrefix();
    const site = await connect(proxy.url, prefix, {
      warn: (line: string) => void lines.push(`warn ${line}`),
      info: (line: string) => void lines.push(`info ${line}`),
    });
    const heard: string[] = [];
    let catchUps = 0;
    site.subscribe(
      'test-channel',
      (message) => void heard.push(message),
      () => void catchUps++,
    );
    expect(site.isReady()).toBe(false);
    // Refused, not queued until Redis returns (the error is the offline queue's, not a timeout's).
    await expect(site.client.get('anything')).rejects.toThrow(/enableOfflineQueue/);
    // Several failed reconnects, one line each way per connection.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    proxy.restore();
    await vi.waitFor(() => expect(site.isReady()).toBe(true), redisWait);
    const other = await connect(testRedisUrl, prefix);
    await vi.waitFor(async () => {
      await other.publish('test-channel', 'hello');
      expect(heard).toContain('hello');
    }, redisWait);
    expect(catchUps).toBe(1);
    expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(2);
    await vi.waitFor(() => expect(lines.filter((line) => line.startsWith('info'))).toHaveLength(2), redisWait);
  });

  it('closed just as its subscription comes back after an outage, it leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    cleanups.push(async () => void process.off('unhandledRejection', record));
    const proxy = await redisProxy();
    cleanups.push(() => proxy.close());
    const site = await connect(proxy.url, uniqueRedisPrefix());
    let readies = 0;
    let closed: Promise<void> | undefined;
    site.subscribe(
      'test-channel',
      () => undefined,
      () => {
        readies += 1;
        // Back from the outage: closed before Redis can answer the renewed subscription.
        if (readies === 2) closed = site.close();
      },
    );
    await vi.waitFor(() => expect(readies).toBe(1), redisWait);
    proxy.cut();
    await vi.waitFor(() => expect(site.isReady()).toBe(false), redisWait);
    proxy.restore();
    await vi.waitFor(() => expect(closed).toBeDefined(), redisWait);
    await closed;
    // A rejection is reported unhandled once the macrotask that left it ends.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });

  it('keys and channels carry the prefix: two deployments on one Redis do not see each other', async () => {
    const [a, b] = [await connect(testRedisUrl, uniqueRedisPrefix()), await connect(testRedisUrl, uniqueRedisPrefix())];
    await a.client.set('shared-key', 'a', 'PX', 10_000);
    expect(await b.client.get('shared-key')).toBeNull();
    expect(await a.client.get('shared-key')).toBe('a');
  });
});
