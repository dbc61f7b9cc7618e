import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { sharedLinkLimits } from '../../src/modules/shortlists/view-limits';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { contactMessage } from '../helpers/contact';
import { readLookups } from '../helpers/lookups';
import { closedRedisUrl, eventually, redisProxy, redisTestConfig, testRedisUrl } from '../helpers/redis';

type App = TestContext['app'];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Two instances on one database and one Redis (or one Redis address), a limit of 3 a minute. */
async function twoInstances(redisUrl: string) {
  const ctx = await buildTestApp({
    config: { ...redisTestConfig(redisUrl), RATE_LIMIT_PER_MINUTE: '3' },
  });
  const other = await buildApp({ config: ctx.config, database: ctx.testDb.reopen(), logger: false });
  await other.ready();
  cleanups.push(
    () => ctx.close(),
    () => other.close(),
  );
  const inquiryType = (await readLookups(ctx))['inquiry-type'][0]!._id;
  const send = (app: App, n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactMessage(inquiryType, { subject: `Visa ${n}` }),
      remoteAddress: '203.0.113.9',
    });
  return { a: ctx.app, b: other, send };
}

describe('rate limits with REDIS_URL', () => {
  it('counts once across instances: alternating A and B, the 4th request answers 429', async () => {
    const { a, b, send } = await twoInstances(testRedisUrl);
    const statuses = [];
    for (const [n, app] of [a, b, a, b].entries()) statuses.push((await send(app, n)).statusCode);
    expect(statuses.slice(0, 3).every((status) => status >= 200 && status < 300)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('counts one address’s views of view-only links across instances: past the limit, 429 on either', async () => {
    const { a, b } = await twoInstances(testRedisUrl);
    const view = (app: App) =>
      app.inject({
        method: 'GET',
        url: `/api/shared-shortlists/${randomBytes(32).toString('base64url')}`,
        remoteAddress: '203.0.113.9',
      });
    const statuses = [];
    for (let n = 0; n <= sharedLinkLimits.viewsPerAddress; n++) statuses.push((await view(n % 2 ? b : a)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('holds under concurrent requests to both instances: exactly 3 of 8 pass', async () => {
    const { a, b, send } = await twoInstances(testRedisUrl);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((n) => send(n % 2 ? b : a, n)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('with Redis unreachable, each instance still limits by its own count (never unlimited)', async () => {
    const { a, b, send } = await twoInstances(await closedRedisUrl());
    for (let n = 0; n < 3; n++) expect((await send(a, n)).statusCode).toBeLessThan(300);
    expect((await send(a, 3)).statusCode).toBe(429);
    // B counts on its own while Redis is down: the stated fallback, N per instance.
    for (let n = 0; n < 3; n++) expect((await send(b, n)).statusCode).toBeLessThan(300);
    expect((await send(b, 3)).statusCode).toBe(429);
  });

  it('falls back during an outage and shares the count again once Redis is back', async () => {
    const proxy = await redisProxy();
    cleanups.push(() => proxy.close());
    const { a, b, send } = await twoInstances(proxy.url);
    expect((await send(a, 0)).statusCode).toBeLessThan(300);
    proxy.cut();
    await eventually(() => !a.redis!.isReady() && !b.redis!.isReady());
    // Each instance counts in its own memory meanwhile: B lets three through, then refuses.
    for (let n = 1; n < 4; n++) expect((await send(b, n)).statusCode).toBeLessThan(300);
    expect((await send(b, 4)).statusCode).toBe(429);
    proxy.restore();
    await eventually(() => a.redis!.isReady() && b.redis!.isReady(), 10_000);
    // Back on Redis, which counted A's first request: two more pass in total, then 429 on either.
    expect((await send(b, 5)).statusCode).toBeLessThan(300);
    expect((await send(a, 6)).statusCode).toBeLessThan(300);
    expect((await send(a, 7)).statusCode).toBe(429);
    expect((await send(b, 8)).statusCode).toBe(429);
  });
});
