import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, testPassword, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

describe('failed logins per account', () => {
  let ctx: TestContext;
  let account: TestAccount;
  beforeAll(async () => {
    ctx = await buildTestApp();
    account = await createAccount(ctx, 'User');
  });
  afterAll(() => ctx.close());

  // Each attempt from a different address, so only the per-account rule can trigger.
  const attempt = (password: string, n: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password },
      remoteAddress: `10.0.0.${n}`,
    });

  it('answers 429 with Retry-After after 5 failures within 15 minutes, even with the right password', async () => {
    for (let n = 1; n <= 5; n++) expect((await attempt('Wrong123!', n)).statusCode).toBe(401);
    const blocked = await attempt(testPassword, 6);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts/);
  });

  it('does not throttle another account', async () => {
    const other = await createAccount(ctx, 'User');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: testPassword },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bursts from one IP address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => ctx.close());

  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/contact'],
    ['POST', '/api/employer-inquiry/submit'],
  ] as const)('%s %s answers 429 with Retry-After past the limit, per address', async (method, url) => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const send = (remoteAddress: string) => ctx.app.inject({ method, url, payload: {}, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send(address)).statusCode).not.toBe(429);
    const limited = await send(address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect((await send('198.51.100.7')).statusCode).not.toBe(429);
  });
});
