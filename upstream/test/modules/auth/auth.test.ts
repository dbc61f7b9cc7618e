import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, userSchema } from '@contracts/auth/accounts';
import { userTokens, users } from '../../../src/db/schema';
import { authMessages } from '../../../src/modules/auth/service';
import { createAccount, testPassword } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { linkIn, startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
const publicUrl = 'https://careers.example.test';

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let counter = 0;
const newEmail = () => `person${++counter}-${Date.now()}@example.com`;
const register = (email: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      userType: 'User',
      name: 'Maria Santos',
      email,
      phone: '09171234567',
      password: testPassword,
      consent: true,
      ...extra,
    },
  });
const login = (email: string, password = testPassword) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Follows the link of the verification mail the way the website's page does. */
async function verifyThroughMail(email: string) {
  const mail = await smtp.waitFor(email, /Verify your email/);
  const link = linkIn(mail, `${publicUrl}/verify-email/`);
  const token = link.pathname.split('/').pop()!;
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/auth/verify-email/${encodeURIComponent(link.searchParams.get('email')!)}/${token}`,
  });
}

describe('sign-up, verification and login', () => {
  it('registers, mails a verification link to the website, and logs in once verified', async () => {
    const email = newEmail();
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: authMessages.registered });

    const verified = await verifyThroughMail(email);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully!' });

    const loggedIn = await login(email.toUpperCase());
    expect(loggedIn.statusCode).toBe(200);
    const body = loginResponseSchema.parse(loggedIn.json());
    expect(body.data).toMatchObject({ email, userType: 'User', name: 'Maria Santos', emailVerified: true });
    expect(loggedIn.body).not.toMatch(/password|hash|tokenVersion/i);
  });

  it('answers 409 with a clear message for an email that already has an account (any case)', async () => {
    const email = newEmail();
    expect((await register(email)).statusCode).toBe(201);
    const again = await register(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: authMessages.emailTaken });
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = newEmail();
    const results = await Promise.all([register(email), register(email), register(email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses login before the email is verified and mails a fresh link', async () => {
    const email = newEmail();
    await register(email);
    const res = await login(email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.unverified });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const account = await createAccount(ctx, 'User');
    const wrong = await login(account.email, 'Wrong123!');
    const unknown = await login(newEmail());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: authMessages.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('stores passwords only as scrypt hashes', async () => {
    const account = await createAccount(ctx, 'User');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(testPassword);
  });

  it('refuses a verification link a second time, and one for another email', async () => {
    const email = newEmail();
    await register(email);
    const mail = await smtp.waitFor(email, /Verify your email/);
    const token = linkIn(mail, `${publicUrl}/verify-email/`).pathname.split('/').pop()!;
    const other = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/verify-email/${encodeURIComponent(newEmail())}/${token}`,
    });
    expect(other.statusCode).toBe(400);
    const first = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/verify-email/${encodeURIComponent(email)}/${token}`,
    });
    expect(first.statusCode).toBe(200);
    const second = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/verify-email/${encodeURIComponent(email)}/${token}`,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: authMessages.badVerifyLink });
  });

  it('stores verification tokens hashed, never as sent', async () => {
    const email = newEmail();
    await register(email);
    const token = linkIn(await smtp.waitFor(email, /Verify your email/), `${publicUrl}/verify-email/`)
      .pathname.split('/')
      .pop()!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await ctx.app.db.select({ hash: userTokens.tokenHash }).from(userTokens);
    expect(stored.map((s) => s.hash)).not.toContain(token);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string, host?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: host ? { host } : {},
    });
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'PUT', url: `/api/auth/reset-password/${token}`, payload: { newPassword } });
  const resetTokenFrom = async (email: string, nth = 0) => {
    await smtp.waitFor(email, /Reset your password/);
    const mails = smtp.mails.filter((m) => m.to === email && /Reset your password/.test(m.subject));
    return linkIn(mails[nth]!, `${publicUrl}/reset-password/`).pathname.split('/').pop()!;
  };

  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const account = await createAccount(ctx, 'User');
    const unknown = newEmail();
    const a = await forgot(account.email);
    const b = await forgot(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ message: 'If the email is registered, a password reset link has been sent.' });
    await smtp.waitFor(account.email, /Reset your password/);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.some((m) => m.to === unknown)).toBe(false);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const account = await createAccount(ctx, 'User');
    await forgot(account.email, 'evil.example.com');
    const mail = await smtp.waitFor(account.email, /Reset your password/);
    expect(mail.text).toContain(`${publicUrl}/reset-password/`);
    expect(mail.text).not.toContain('evil.example.com');
  });

  it('resets once through the mailed link; old tokens stop working and the new password logs in', async () => {
    const account = await createAccount(ctx, 'User');
    await forgot(account.email);
    const token = await resetTokenFrom(account.email);
    const res = await reset(token, 'NewSecret456$');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successful! Redirecting to login...' });

    expect((await reset(token, 'Another789!')).statusCode).toBe(400);
    expect((await login(account.email)).statusCode).toBe(401);
    expect((await login(account.email, 'NewSecret456$')).statusCode).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: account.auth });
    expect(profile.statusCode).toBe(401);
  });

  it('voids an older reset link when a new one is requested', async () => {
    const account = await createAccount(ctx, 'User');
    await forgot(account.email);
    const first = await resetTokenFrom(account.email, 0);
    await forgot(account.email);
    await expect.poll(() => smtp.mails.filter((m) => m.to === account.email && /Reset/.test(m.subject)).length).toBe(2);
    const second = await resetTokenFrom(account.email, 1);
    expect((await reset(first, 'NewSecret456$')).statusCode).toBe(400);
    expect((await reset(second, 'NewSecret456$')).statusCode).toBe(200);
  });

  it('refuses a reset link after 60 minutes', async () => {
    const account = await createAccount(ctx, 'User');
    await forgot(account.email);
    const token = await resetTokenFrom(account.email);
    const [row] = await ctx.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.kind, 'reset_password'))
      .orderBy(userTokens.createdAt);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    await ctx.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, account.id));
    const res = await reset(token, 'NewSecret456$');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: authMessages.badResetLink });
  });

  it('checks the new password against the rules', async () => {
    const res = await reset('x'.repeat(43), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.newPassword).toBe(
      'Password must be at least 8 characters and include letters, numbers, and special characters.',
    );
  });
});

describe('bearer tokens', () => {
  const profile = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });

  it('answers the profile to its owner', async () => {
    const account = await createAccount(ctx, 'Employer');
    const res = await profile(account.auth);
    expect(res.statusCode).toBe(200);
    expect(userSchema.parse(res.json().data)).toMatchObject({ email: account.email, userType: 'Employer' });
  });

  it('revokes every token at once on logout everywhere', async () => {
    const account = await createAccount(ctx, 'User');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: account.auth });
    expect(out.statusCode).toBe(200);
    const res = await profile(account.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('stops a disabled account’s token and its login', async () => {
    const account = await createAccount(ctx, 'User');
    await ctx.app.db.update(users).set({ isDisabled: true }).where(eq(users.id, account.id));
    expect((await profile(account.auth)).statusCode).toBe(401);
    const res = await login(account.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: authMessages.disabled });
  });

  it('refuses an expired, a tampered and a foreign-signed token', async () => {
    const account = await createAccount(ctx, 'User');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, account.id));
    const expired = ctx.app.jwt.sign({ sub: account.id, typ: 'User', ver: row!.tokenVersion }, { expiresIn: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await profile({ authorization: `Bearer ${expired}` })).statusCode).toBe(401);

    const [header, payload, signature] = account.token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.typ = 'Admin';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect((await profile({ authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
    expect((await profile({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('answers 401 asking to log in when no token comes', async () => {
    const res = await profile({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });
});
