import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../../src/lib/passwords';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

// Counts password verifications; a test may hold them back to keep guesses in flight.
const verifying = vi.hoisted(() => ({ count: 0, gate: Promise.resolve() }));
vi.mock('../../../src/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      verifying.count++;
      await verifying.gate;
      return real.verifyPassword(password, stored);
    },
  };
});

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

  it('verifies at most 5 passwords of 60 guesses sent at once, and refuses the right one sent behind 5 wrong', async () => {
    const target = await createAccount(ctx, 'User');
    const guess = (password: string, n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password },
        remoteAddress: `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      });
    verifying.count = 0;
    let open!: () => void;
    verifying.gate = new Promise<void>((resolve) => (open = resolve));
    try {
      const first = Array.from({ length: 5 }, (_, n) => guess('Wrong123!', n));
      await vi.waitFor(() => expect(verifying.count).toBe(5), { timeout: 5000 });
      const rest = [guess(testPassword, 5), ...Array.from({ length: 54 }, (_, n) => guess('Wrong123!', n + 6))];
      // The held verifications finish once every later guess has been answered (or after a second).
      await Promise.race([Promise.allSettled(rest), new Promise((r) => setTimeout(r, 1000))]);
      open();
      const statuses = (await Promise.all([...first, ...rest])).map((res) => res.statusCode);
      expect(verifying.count).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 200)).toHaveLength(0);
      expect(statuses[5]).toBe(429);
      expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    } finally {
      verifying.gate = Promise.resolve();
    }
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
