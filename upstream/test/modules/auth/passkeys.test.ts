import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { secondFactorMessages } from '@contracts/staff-auth/second-factor';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { signInStep } from '../../helpers/second-factor';
import { softwareAuthenticator } from '../../helpers/software-authenticator';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const security = (
  staff: TestAccount,
  method: 'GET' | 'POST' | 'DELETE',
  path = '',
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({ method, url: `/api/admin/security${path}`, headers: staff.auth, ...(payload ? { payload } : {}) });

/** A staff member with a passkey registered from the Security page, through a software authenticator. */
async function staffWithPasskey() {
  const staff = await createAccount(ctx, 'Admin');
  const device = softwareAuthenticator(ctx.config.PUBLIC_URL);
  const options = (await security(staff, 'POST', '/passkeys/options')).json().data;
  const registered = await security(staff, 'POST', '/passkeys', {
    name: 'Work laptop',
    passkey: device.register(options),
  });
  expect(registered.statusCode).toBe(201);
  return { staff, device, passkey: registered.json().data };
}

async function pendingToken(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: testPassword },
  });
  return res.json().secondFactor as { step: string; passkey: boolean; pendingToken: string };
}

describe('registering a passkey', () => {
  it('stores it for the signed-in staff member, who sees it on the Security page', async () => {
    const { staff, passkey } = await staffWithPasskey();
    expect(passkey).toEqual({
      _id: expect.any(String),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect((await security(staff, 'GET')).json().data.passkeys).toEqual([passkey]);
  });

  it('uses each challenge once, and refuses an answer made for another website', async () => {
    const staff = await createAccount(ctx, 'Admin');
    const options = (await security(staff, 'POST', '/passkeys/options')).json().data;
    const phishing = softwareAuthenticator('https://bayanihangulf.example.evil.test');
    const foreign = await security(staff, 'POST', '/passkeys', {
      name: 'Elsewhere',
      passkey: phishing.register(options),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(secondFactorMessages.passkeyFailed);
    // The challenge was spent on the refused answer.
    const device = softwareAuthenticator(ctx.config.PUBLIC_URL);
    const late = await security(staff, 'POST', '/passkeys', { name: 'Laptop', passkey: device.register(options) });
    expect(late.statusCode).toBe(400);
    expect((await security(staff, 'GET')).json().data.passkeys).toEqual([]);
  });

  it('refuses an answer after the challenge expired (5 minutes)', async () => {
    const staff = await createAccount(ctx, 'Admin');
    const options = (await security(staff, 'POST', '/passkeys/options')).json().data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const device = softwareAuthenticator(ctx.config.PUBLIC_URL);
    const res = await security(staff, 'POST', '/passkeys', { name: 'Laptop', passkey: device.register(options) });
    expect(res.statusCode).toBe(400);
  });

  it('asks for a name', async () => {
    const staff = await createAccount(ctx, 'Admin');
    const options = (await security(staff, 'POST', '/passkeys/options')).json().data;
    const device = softwareAuthenticator(ctx.config.PUBLIC_URL);
    const res = await security(staff, 'POST', '/passkeys', { name: ' ', passkey: device.register(options) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(secondFactorMessages.passkeyNameRequired);
  });
});

describe('signing in with a passkey', () => {
  it('finishes the sign-in instead of a code, once per challenge', async () => {
    const { staff, device } = await staffWithPasskey();
    const pending = await pendingToken(staff.email);
    expect(pending).toMatchObject({ step: 'verify', passkey: true });
    const options = await signInStep(ctx, '/passkey-options', pending.pendingToken);
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: device.id })]);
    const assertion = device.authenticate(options.json());
    const signedIn = await signInStep(ctx, '', pending.pendingToken, { passkey: assertion });
    expect(signedIn.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${signedIn.json().token}` };
    const page = await ctx.app.inject({ method: 'GET', url: '/api/admin/security', headers: bearer });
    expect(page.json().data.passkeys[0].lastUsedAt).toEqual(expect.any(String));

    // The same answer again, in a new sign-in: its challenge is spent.
    const next = await pendingToken(staff.email);
    const replayed = await signInStep(ctx, '', next.pendingToken, { passkey: assertion });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual({ passkey: secondFactorMessages.passkeyFailed });
  });

  it('refuses an answer signed by another key, and counts it toward the lockout', async () => {
    const { staff, device } = await staffWithPasskey();
    const pending = (await pendingToken(staff.email)).pendingToken;
    const options = (await signInStep(ctx, '/passkey-options', pending)).json();
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await signInStep(ctx, '', pending, { passkey: device.authenticate(options, stranger) });
    expect(forged.statusCode).toBe(400);
    const attempts = await ctx.app.db.query.loginAttempts.findFirst({
      where: (row, { eq }) => eq(row.email, staff.email),
    });
    expect(attempts?.attempts).toBe(2);
  });

  it('tells an account without a passkey to use its app', async () => {
    const staff = await createAccount(ctx, 'Admin');
    const pending = await pendingToken(staff.email);
    expect(pending.passkey).toBe(false);
    const options = await signInStep(ctx, '/passkey-options', pending.pendingToken);
    expect(options.statusCode).toBe(400);
    expect(options.json().message).toBe(secondFactorMessages.noPasskey);
  });

  it('confirms an action as a fresh second factor, and is gone once removed', async () => {
    const { staff, device, passkey } = await staffWithPasskey();
    const options = (await security(staff, 'POST', '/fresh-factor/passkey-options')).json().data;
    const confirmed = await security(staff, 'POST', '/fresh-factor', { passkey: device.authenticate(options) });
    expect(confirmed.statusCode).toBe(200);
    expect((await security(staff, 'DELETE', `/passkeys/${passkey._id}`)).statusCode).toBe(200);
    expect((await pendingToken(staff.email)).passkey).toBe(false);
  });
});
