import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

const websiteSecret = 'w'.repeat(40);

/** Sends one contact form (rate limited per address, 3 a minute here) and answers its status. */
function contact(ctx: TestContext, remoteAddress: string, headers: Record<string, string> = {}) {
  return ctx.app
    .inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress, headers })
    .then((res) => res.statusCode);
}

describe('the client address used for per-IP limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: false,
      config: {
        RATE_LIMIT_PER_MINUTE: '3',
        WEBSITE_SECRET: websiteSecret,
        UPSTREAM_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.9',
      },
    });
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For from a caller that is not a trusted proxy, even on loopback', async () => {
    for (const remote of ['127.0.0.1', '198.51.100.20']) {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push(await contact(ctx, remote, { 'x-forwarded-for': `203.0.113.${i}` }));
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    }
  });

  it('believes X-Forwarded-For from the proxies in UPSTREAM_TRUSTED_PROXIES', async () => {
    for (const proxy of ['10.20.30.40', '192.0.2.9']) {
      const statuses = [];
      for (let i = 1; i <= 6; i++) statuses.push(await contact(ctx, proxy, { 'x-forwarded-for': `203.0.114.${i}` }));
      expect(statuses).not.toContain(429);
    }
  });

  it('counts x-client-ip values apart only with the right website secret', async () => {
    const named = (secret: string | undefined, i: number) =>
      contact(ctx, '127.0.0.2', {
        'x-client-ip': `203.0.115.${i}`,
        ...(secret === undefined ? {} : { 'x-website-secret': secret }),
      });
    // The right secret: two visitors behind the website, three requests each, none limited.
    const right = [];
    for (let i = 0; i < 3; i++) right.push(await named(websiteSecret, 1), await named(websiteSecret, 2));
    expect(right).not.toContain(429);
    expect(await named(websiteSecret, 1)).toBe(429);

    // A wrong or missing secret: the address named is ignored and the caller's own is counted.
    for (const [remote, secret] of [
      ['127.0.0.3', `${websiteSecret}x`],
      ['127.0.0.4', undefined],
    ] as const) {
      const statuses = [];
      for (let i = 10; i < 14; i++) {
        statuses.push(
          await contact(ctx, remote, {
            'x-client-ip': `203.0.115.${i}`,
            ...(secret ? { 'x-website-secret': secret } : {}),
          }),
        );
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    }
  });

  it('records the address the website names on a failed login', async () => {
    const email = 'nobody-here@example.com';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong123!' },
      remoteAddress: '127.0.0.5',
      headers: { 'x-client-ip': '203.0.116.7', 'x-website-secret': websiteSecret },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(row?.lastIp).toBe('203.0.116.7');
  });
});
