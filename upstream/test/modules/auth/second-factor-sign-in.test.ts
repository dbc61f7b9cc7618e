import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { secondFactorMessages } from '@contracts/staff-auth/second-factor';
import { loginAttempts, staffRecoveryCodes, staffTotp } from '../../../src/db/schema';
import { enrolStaffTotp } from '../../../src/modules/auth';
import { totpCode } from '../../../src/modules/auth/totp';
import { createStaffAccount } from '../../../src/modules/users/staff';
import { createAccount, testPassword } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { currentTotpCode, signInStep } from '../../helpers/second-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

/** A staff account as `createStaffAccount` makes it: no authenticator app until `enrolled`. */
async function staffAccount({ enrolled = true } = {}) {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createStaffAccount(
    ctx.app.db,
    { email, name: 'Staff Member', password: testPassword, roles: ['Manager'] },
    ctx.config.SCRYPT_COST,
  );
  const enrolment = enrolled ? await enrolStaffTotp(ctx.app.db, user) : undefined;
  return { user, email, enrolment };
}

const passwordStep = (email: string, password = testPassword) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function pendingToken(email: string) {
  const res = await passwordStep(email);
  expect(res.statusCode).toBe(200);
  return res.json().secondFactor.pendingToken as string;
}

const applications = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/applications', headers: { authorization: `Bearer ${token}` } });

describe('a staff member without an authenticator app', () => {
  it('enrols at the first sign-in: no token until the new app’s first code, then ten recovery codes', async () => {
    const { email, user } = await staffAccount({ enrolled: false });
    const res = await passwordStep(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondFactor: { step: 'enrol', passkey: false, pendingToken: expect.any(String) } });
    const pending = res.json().secondFactor.pendingToken;

    const enrolment = await signInStep(ctx, '/enrolment', pending);
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = enrolment.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Bayanihan%20Gulf:staff-[0-9a-f]{8}%40example\.com\?/);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const wrong = await signInStep(ctx, '/enrolment/confirm', pending, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: secondFactorMessages.wrongCode });
    const confirmed = await signInStep(ctx, '/enrolment/confirm', pending, { code: await totpCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { token, recoveryCodes, data } = confirmed.json();
    expect(data.email).toBe(email);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await applications(token)).statusCode).toBe(200);

    // The codes are kept only as hashes; the app is the account's from now on.
    const stored = await ctx.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect((await passwordStep(email)).json().secondFactor.step).toBe('verify');
  });

  it('keeps the secret shown: a code from another secret, or before the QR code was asked for, is refused', async () => {
    const { email } = await staffAccount({ enrolled: false });
    const pending = await pendingToken(email);
    const early = await signInStep(ctx, '/enrolment/confirm', pending, { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(secondFactorMessages.enrolFirst);
    await signInStep(ctx, '/enrolment', pending);
    const other = await totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect((await signInStep(ctx, '/enrolment/confirm', pending, { code: other })).statusCode).toBe(400);
  });
});

describe('a staff member’s sign-in', () => {
  it('gives no token for the password alone; a code from the app finishes it, once', async () => {
    const { email } = await staffAccount();
    const res = await passwordStep(email);
    expect(res.json()).toEqual({ secondFactor: { step: 'verify', passkey: false, pendingToken: expect.any(String) } });
    const pending = res.json().secondFactor.pendingToken;
    // The pending token is no bearer token.
    const asBearer = await applications(pending);
    expect(asBearer.statusCode).toBe(401);

    const signedIn = await signInStep(ctx, '', pending, { code: await currentTotpCode(ctx, email) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.staffRoles).toEqual(['Manager']);
    expect((await applications(signedIn.json().token)).statusCode).toBe(200);
    // Finished: the pending sign-in is gone.
    const again = await signInStep(ctx, '', pending, { code: await currentTotpCode(ctx, email) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(secondFactorMessages.signInExpired);
  });

  it('accepts a code once: the same code does not sign in a second time', async () => {
    const { email, enrolment } = await staffAccount();
    const code = await totpCode(enrolment!.secret);
    expect((await signInStep(ctx, '', await pendingToken(email), { code })).statusCode).toBe(200);
    const replayed = await signInStep(ctx, '', await pendingToken(email), { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().errors).toEqual({ code: secondFactorMessages.wrongCode });
  });

  it('accepts a recovery code once, whatever its case and dashes', async () => {
    const { email, enrolment, user } = await staffAccount();
    const [first] = enrolment!.recoveryCodes;
    const typed = first!.toUpperCase().replaceAll('-', ' ');
    expect((await signInStep(ctx, '', await pendingToken(email), { code: typed })).statusCode).toBe(200);
    const reused = await signInStep(ctx, '', await pendingToken(email), { code: first });
    expect(reused.statusCode).toBe(400);
    const rows = await ctx.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(rows.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('expires 10 minutes after the password', async () => {
    const { email } = await staffAccount();
    const pending = await pendingToken(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const late = await signInStep(ctx, '', pending, { code: await currentTotpCode(ctx, email) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(secondFactorMessages.signInExpired);
  });

  it('refuses an empty code with the form’s message, and an unknown pending token as expired', async () => {
    const { email } = await staffAccount();
    const empty = await signInStep(ctx, '', await pendingToken(email), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(secondFactorMessages.codeRequired);
    const unknown = await signInStep(ctx, '', 'no-such-pending-sign-in', { code: '123456' });
    expect(unknown.statusCode).toBe(401);
  });

  it('leaves candidates and employers signing in with their password alone', async () => {
    for (const userType of ['User', 'Employer'] as const) {
      const account = await createAccount(ctx, userType);
      const res = await passwordStep(account.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: expect.objectContaining({ email: account.email }),
        token: expect.any(String),
      });
    }
  });
});

describe('failed second factors and the login lockout', () => {
  it('count with the password: after 5 attempts even the right code is refused (429)', async () => {
    const { email } = await staffAccount();
    const pending = await pendingToken(email);
    for (let n = 0; n < 4; n++) {
      expect((await signInStep(ctx, '', pending, { code: '000000' })).statusCode).toBe(400);
    }
    const blocked = await signInStep(ctx, '', pending, { code: await currentTotpCode(ctx, email) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts/);
    expect((await passwordStep(email)).statusCode).toBe(429);
    // Another staff member is not concerned.
    const other = await staffAccount();
    expect((await passwordStep(other.email)).statusCode).toBe(200);
  });

  it('are forgotten once a sign-in is finished', async () => {
    const { email } = await staffAccount();
    const pending = await pendingToken(email);
    await signInStep(ctx, '', pending, { code: '000000' });
    const [counted] = await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(counted?.attempts).toBe(2);
    expect((await signInStep(ctx, '', pending, { code: await currentTotpCode(ctx, email) })).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toEqual([]);
  });
});

describe('enrolment outside a sign-in', () => {
  it('gives an account one authenticator app only', async () => {
    const { user } = await staffAccount();
    await expect(enrolStaffTotp(ctx.app.db, user)).rejects.toThrow(/already has an authenticator app/);
    expect(await ctx.app.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id))).toHaveLength(1);
  });
});
