import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@tus/utils';
import { connectSharedRedis, type SharedRedis } from '@shared/shared-redis';
import { buildApp } from '../../../src/app';
import { lockUnavailable, RedisLocker } from '../../../src/modules/resumable-uploads/redis-locker';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { sampleWebm } from '../../helpers/files';
import {
  closedRedisUrl,
  eventually,
  redisProxy,
  redisTestConfig,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../helpers/redis';
import { createUpload, headUpload, patchUpload } from '../../helpers/tus';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const quiet = { warn: () => undefined, info: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two lockers as two instances would have them: each its own connections, one Redis, one prefix. */
async function twoLockers(timeoutMs?: number) {
  const prefix = uniqueRedisPrefix();
  const connections: SharedRedis[] = [];
  for (let i = 0; i < 2; i++) connections.push(await connectSharedRedis(testRedisUrl, prefix, quiet));
  cleanups.push(() => Promise.all(connections.map((redis) => redis.close())));
  const lockers = connections.map((redis) => new RedisLocker(redis, quiet, timeoutMs));
  // Let both subscriptions to the release channel take effect.
  await sleep(100);
  return lockers as [RedisLocker, RedisLocker];
}

const never = new AbortController().signal;

describe('RedisLocker (REDIS_URL)', () => {
  it('excludes across instances: B waits, asks A to let go, and gets the lock once A unlocks', async () => {
    const [a, b] = await twoLockers();
    const held = a.newLock('upload-1');
    let releaseAsked = 0;
    await held.lock(never, () => void releaseAsked++);
    let bHolds = false;
    const waiting = b
      .newLock('upload-1')
      .lock(never, () => undefined)
      .then(() => (bHolds = true));
    await sleep(300);
    expect(bHolds).toBe(false);
    expect(releaseAsked).toBeGreaterThan(0);
    await held.unlock();
    await waiting;
    expect(bHolds).toBe(true);
    // Another upload's lock is independent.
    await a.newLock('upload-2').lock(never, () => undefined);
  });

  it('a holder that lets go when asked hands the lock over at once (the MemoryLocker semantics)', async () => {
    const [a, b] = await twoLockers();
    const held = a.newLock('upload-3');
    await held.lock(never, () => void held.unlock());
    const started = Date.now();
    await b.newLock('upload-3').lock(never, () => undefined);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('concurrent requests on two instances never hold one upload together', async () => {
    const [a, b] = await twoLockers();
    let holders = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const lock = (n % 2 ? b : a).newLock('upload-4');
        await lock.lock(never, () => undefined);
        holders++;
        most = Math.max(most, holders);
        await sleep(20);
        holders--;
        await lock.unlock();
      }),
    );
    expect(most).toBe(1);
  });

  it('gives up with tus’s lock timeout when the holder never lets go', async () => {
    const [a, b] = await twoLockers(400);
    await a.newLock('upload-5').lock(never, () => undefined);
    await expect(b.newLock('upload-5').lock(never, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });

  it('an unlock by a lock that no longer holds the key leaves the new holder’s lock alone', async () => {
    const [a, b] = await twoLockers();
    const first = a.newLock('upload-6');
    await first.lock(never, () => undefined);
    await first.unlock();
    const second = b.newLock('upload-6');
    await second.lock(never, () => undefined);
    await first.unlock();
    await expect(a.newLock('upload-6').lock(AbortSignal.timeout(200), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
  });

  it('fails closed with 503 while Redis is unreachable', async () => {
    const redis = await connectSharedRedis(await closedRedisUrl(), uniqueRedisPrefix(), quiet);
    cleanups.push(() => redis.close());
    await expect(new RedisLocker(redis, quiet).newLock('upload-7').lock(never, () => undefined)).rejects.toBe(
      lockUnavailable,
    );
  });
});

describe('resumable uploads through two instances sharing Redis', () => {
  async function instances(redisUrl: string) {
    const ctx = await buildTestApp({ seed: false, config: redisTestConfig(redisUrl) });
    const app = await buildApp({ config: ctx.config, database: ctx.testDb.reopen(), logger: false });
    await app.ready();
    cleanups.push(
      () => ctx.close(),
      () => app.close(),
    );
    const other: TestContext = { ...ctx, app };
    return { ctx, other, candidate: await createAccount(ctx, 'User') };
  }

  it('created through A, sent through B and A, finished: the shared lock serves both', async () => {
    const { ctx, other, candidate } = await instances(testRedisUrl);
    const video = Buffer.concat([sampleWebm, Buffer.alloc(20_000 - sampleWebm.length, 7)]);
    const created = await createUpload(ctx, candidate, video.length);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect((await patchUpload(other, candidate, location, 0, video.subarray(0, 10_000))).statusCode).toBe(204);
    const last = await patchUpload(ctx, candidate, location, 10_000, video.subarray(10_000));
    expect(last.statusCode).toBe(204);
    expect((await headUpload(other, candidate, location)).headers['upload-offset']).toBe(String(video.length));
  });

  it('answers 503 with a clear message while Redis is unreachable, and stores nothing', async () => {
    const { ctx, candidate } = await instances(await closedRedisUrl());
    const created = await createUpload(ctx, candidate, 20_000);
    expect(created.statusCode).toBe(503);
    expect(created.body).toMatch(/Uploads are paused/);
    expect(created.headers.location).toBeUndefined();
    expect(await readdir(ctx.config.paths.resumableUploads).catch(() => [])).toEqual([]);
  });

  it('a chunk sent during an outage answers 503 and is not stored; after it the upload resumes', async () => {
    const proxy = await redisProxy();
    cleanups.push(() => proxy.close());
    const { ctx, other, candidate } = await instances(proxy.url);
    const video = Buffer.concat([sampleWebm, Buffer.alloc(20_000 - sampleWebm.length, 7)]);
    const location = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    proxy.cut();
    await eventually(() => !ctx.app.redis!.isReady());
    const refused = await patchUpload(ctx, candidate, location, 0, video.subarray(0, 10_000));
    expect(refused.statusCode).toBe(503);
    proxy.restore();
    await eventually(() => ctx.app.redis!.isReady() && other.app.redis!.isReady(), 10_000);
    expect((await headUpload(other, candidate, location)).headers['upload-offset']).toBe('0');
    expect((await patchUpload(other, candidate, location, 0, video)).statusCode).toBe(204);
  });
});
