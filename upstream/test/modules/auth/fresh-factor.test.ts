import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshFactorCode, secondFactorMessages } from '@contracts/staff-auth/second-factor';
import { createAccount, login, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { currentTotpCode } from '../../helpers/second-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const minute = 60_000;
/** Moves the clock the upstream reads (Date) forward; codes are computed at the moved time too. */
function moveClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

const exportCsv = (staff: TestAccount) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/applications/export.csv?reason=Monthly%20report',
    headers: staff.auth,
  });
const confirm = (staff: TestAccount, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/security/fresh-factor', headers: staff.auth, payload });
const status = async (staff: TestAccount) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/security', headers: staff.auth })).json().data;

describe('actions that ask for a fresh second factor', () => {
  it('export all applications within 15 minutes of the sign-in’s code, then ask for a code again', async () => {
    const staff = await createAccount(ctx, 'Admin');
    expect((await exportCsv(staff)).statusCode).toBe(200);
    moveClock(14 * minute);
    expect((await exportCsv(staff)).statusCode).toBe(200);
    moveClock(2 * minute);
    const asked = await exportCsv(staff);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ message: secondFactorMessages.freshFactorRequired, code: freshFactorCode });
    expect((await status(staff)).freshUntil).toBeNull();

    const wrong = await confirm(staff, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: secondFactorMessages.wrongCode });
    expect((await exportCsv(staff)).statusCode).toBe(403);

    const confirmed = await confirm(staff, { code: await currentTotpCode(ctx, staff.email) });
    expect(confirmed.statusCode).toBe(200);
    const freshUntil = new Date(confirmed.json().data.freshUntil).getTime();
    expect(freshUntil).toBe(Date.now() + 15 * minute);
    expect((await status(staff)).freshUntil).toBe(confirmed.json().data.freshUntil);
    expect((await exportCsv(staff)).statusCode).toBe(200);
  });

  it('count per session: a code given in one session does not make another fresh', async () => {
    const laptop = await createAccount(ctx, 'Admin');
    moveClock(16 * minute);
    const phone = await login(ctx, laptop.email);
    expect((await exportCsv(phone)).statusCode).toBe(200);
    expect((await exportCsv(laptop)).statusCode).toBe(403);
  });

  it('new recovery codes ask for it too, and a recovery code confirms (once)', async () => {
    const staff = await createAccount(ctx, 'Admin');
    moveClock(16 * minute);
    const codes = () =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/security/recovery-codes', headers: staff.auth });
    expect((await codes()).json().code).toBe(freshFactorCode);
    expect((await confirm(staff, { code: await currentTotpCode(ctx, staff.email) })).statusCode).toBe(200);
    const fresh = await codes();
    expect(fresh.statusCode).toBe(200);
    const [recovery] = fresh.json().data.recoveryCodes;
    expect((await status(staff)).recoveryCodesLeft).toBe(10);

    moveClock(16 * minute);
    expect((await confirm(staff, { code: recovery })).statusCode).toBe(200);
    expect((await confirm(staff, { code: recovery })).statusCode).toBe(400);
    expect((await status(staff)).recoveryCodesLeft).toBe(9);
  });

  it('count failed codes toward the login lockout', async () => {
    const staff = await createAccount(ctx, 'Admin');
    for (let n = 0; n < 5; n++) expect((await confirm(staff, { code: '000000' })).statusCode).toBe(400);
    const blocked = await confirm(staff, { code: await currentTotpCode(ctx, staff.email) });
    expect(blocked.statusCode).toBe(429);
  });
});
