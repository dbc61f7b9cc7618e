import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { redisNames } from '@shared/redis-channels';
import { connectSharedRedis } from '@shared/shared-redis';
import { createAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { closedRedisUrl, redisTestConfig, testRedisUrl, uniqueRedisPrefix } from '../helpers/redis';

const secret = 'r'.repeat(40);
const quiet = { warn: () => undefined, info: () => undefined };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A stand-in for the website at WEBSITE_URL: records the tags each revalidation POST names. */
async function fakeWebsite() {
  const posted: string[][] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      posted.push((JSON.parse(body) as { tags: string[] }).tags);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, posted };
}

/** An upstream in shared mode whose staff account edits the home page. */
async function upstreamWith(redisUrl: string, prefix: string, websiteUrl: string) {
  const ctx = await buildTestApp({
    config: { ...redisTestConfig(redisUrl, prefix), WEBSITE_URL: websiteUrl, REVALIDATE_SECRET: secret },
  });
  cleanups.push(() => ctx.close());
  const staff = await createAccount(ctx, 'Admin');
  return async function editHome() {
    const home = (await ctx.app.inject({ method: 'GET', url: '/api/admin/content/home', headers: staff.auth })).json()
      .data;
    home.heroSection.title = `Careers ${Math.random()}`;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/content/home',
      payload: home,
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
  };
}

describe('the purge channel (REDIS_URL)', () => {
  it('a staff edit is published on the channel every website instance hears, instead of one POST', async () => {
    const prefix = uniqueRedisPrefix();
    const website = await fakeWebsite();
    const editHome = await upstreamWith(testRedisUrl, prefix, website.url);
    const heard: [string[], string[]] = [[], []];
    for (const list of heard) {
      const listener = await connectSharedRedis(testRedisUrl, prefix, quiet);
      cleanups.push(() => listener.close());
      listener.subscribe(redisNames.purgeChannel, (message) => list.push(message));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await editHome();
    for (const list of heard) await expect.poll(() => list).toEqual([JSON.stringify({ tags: ['content:home'] })]);
    expect(website.posted).toEqual([]);
  });

  it('while Redis is unreachable, the edit is saved and the website at WEBSITE_URL is still asked', async () => {
    const website = await fakeWebsite();
    const editHome = await upstreamWith(await closedRedisUrl(), uniqueRedisPrefix(), website.url);
    await editHome();
    await expect.poll(() => website.posted).toEqual([['content:home']]);
  });
});
