import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshFactorCode } from '@contracts/staff-auth/second-factor';
import { staffMemberMessages } from '@contracts/users/staff-member';
import { missingPermissionMessage } from '@contracts/users/staff-roles';
import { staffPasskeys, staffRecoveryCodes, staffTotp, users } from '../../../src/db/schema';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, createClient } from '../../helpers/employer-portal';
import { currentTotpCode } from '../../helpers/second-factor';

let ctx: TestContext;
let manager: TestAccount;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  manager = await createAccount(ctx, 'Admin');
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const minute = 60_000;
function moveClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

const setRoles = (id: string, roles: unknown, by: TestAccount = manager) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/roles`, headers: by.auth, payload: { roles } });
const member = (id: string, by: TestAccount = manager) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/users/${id}/staff`, headers: by.auth });
const resetFactor = (id: string, by: TestAccount = manager) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/users/${id}/second-factor/reset`, headers: by.auth });
const confirmFactor = async (staff: TestAccount) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/security/fresh-factor',
    headers: staff.auth,
    payload: { code: await currentTotpCode(ctx, staff.email) },
  });

describe('a staff member’s roles', () => {
  it('hold from the next request with the same token; no session ends', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] });
    const applications = () => ctx.app.inject({ method: 'GET', url: '/api/admin/applications', headers: staff.auth });
    expect((await applications()).statusCode).toBe(403);
    const res = await setRoles(staff.id, ['Recruiter', 'Content editor']);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(staffMemberMessages.rolesSaved);
    expect((await applications()).statusCode).toBe(200);
    expect((await member(staff.id)).json().data.staffRoles).toEqual(['Recruiter', 'Content editor']);
    await setRoles(staff.id, ['Content editor']);
    expect((await applications()).statusCode).toBe(403);
  });

  it('ask the Manager for a fresh second factor', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    // A Manager of its own: the moved clock's codes would be ahead of the shared Manager's next sign-in.
    const tired = await createAccount(ctx, 'Admin');
    moveClock(16 * minute);
    const asked = await setRoles(staff.id, ['Welfare officer'], tired);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe(freshFactorCode);
    expect((await member(staff.id)).json().data.staffRoles).toEqual(['Recruiter']);
    expect((await confirmFactor(tired)).statusCode).toBe(200);
    expect((await setRoles(staff.id, ['Welfare officer'], tired)).statusCode).toBe(200);
  });

  it('keep the last active Manager a Manager (409), and let one go when another remains', async () => {
    const lone = await buildTestApp({ seed: false });
    try {
      const only = await createAccount(lone, 'Admin');
      const put = (id: string, roles: string[], by: TestAccount) =>
        lone.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/roles`, headers: by.auth, payload: { roles } });
      const refused = await put(only.id, ['Recruiter'], only);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(staffMemberMessages.lastManager);
      const [row] = await lone.app.db.select().from(users).where(eq(users.id, only.id));
      expect(row?.staffRoles).toEqual(['Manager']);

      // A disabled Manager does not count: someone must be able to manage.
      const disabled = await createAccount(lone, 'Admin');
      await lone.app.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
      expect((await put(only.id, ['Recruiter'], only)).statusCode).toBe(409);

      const second = await createAccount(lone, 'Admin');
      expect((await put(only.id, ['Recruiter', 'Content editor'], second)).statusCode).toBe(200);
      expect((await put(second.id, ['Recruiter'], second)).statusCode).toBe(409);
    } finally {
      await lone.close();
    }
  });

  it('are one or more of the declared roles (400), for a staff account only (404)', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect((await setRoles(staff.id, [])).statusCode).toBe(400);
    expect((await setRoles(staff.id, ['Boss'])).statusCode).toBe(400);
    const candidate = await createAccount(ctx, 'User');
    const notStaff = await setRoles(candidate.id, ['Manager']);
    expect(notStaff.statusCode).toBe(404);
    expect(notStaff.json().message).toBe(staffMemberMessages.missing);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.staffRoles).toEqual([]);
    expect((await member(candidate.id)).statusCode).toBe(404);
  });

  it('are a Manager’s to change: a Recruiter is refused (403)', async () => {
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    const res = await setRoles(recruiter.id, ['Manager'], recruiter);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(missingPermissionMessage);
  });
});

describe('a staff member’s page', () => {
  it('lists the clients and job orders they own or are on the team of', async () => {
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    const client = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: manager.auth,
      payload: { name: 'Palm Resort Dubai' },
    });
    const clientId = client.json().data._id;
    const assigned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/clients/${clientId}/assignment`,
      headers: manager.auth,
      payload: { ownerId: recruiter.id, teamIds: [] },
    });
    expect(assigned.statusCode).toBe(200);
    const page = (await member(recruiter.id)).json().data;
    expect(page).toMatchObject({
      email: recruiter.email,
      staffRoles: ['Recruiter'],
      authenticatorApp: true,
      passkeys: 0,
      isDisabled: false,
      jobOrders: [],
    });
    expect(page.clients).toEqual([{ _id: clientId, name: 'Palm Resort Dubai', as: 'owner' }]);

    // Owned clients first, then those of the teams they are on, each by name (job orders alike).
    const teamClient = await createClient(ctx, manager, 'Azure Bay Hotel');
    const otherTeam = await createClient(ctx, manager, 'Al Noor Suites');
    for (const id of [teamClient, otherTeam]) {
      await callAs(
        ctx,
        manager,
        'PUT',
        `/admin/clients/${id}/assignment`,
        { ownerId: null, teamIds: [recruiter.id] },
        200,
      );
    }
    expect((await member(recruiter.id)).json().data.clients).toEqual([
      { _id: clientId, name: 'Palm Resort Dubai', as: 'owner' },
      { _id: otherTeam, name: 'Al Noor Suites', as: 'team' },
      { _id: teamClient, name: 'Azure Bay Hotel', as: 'team' },
    ]);
  });
});

describe('resetting a staff member’s second factor', () => {
  it('removes their app, passkeys and recovery codes, ends their sessions, and makes them set up an app again', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    await ctx.app.db
      .insert(staffPasskeys)
      .values({ userId: staff.id, credentialId: `cred-${staff.id}`, publicKey: 'key', name: 'Phone' });
    const res = await resetFactor(staff.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(staffMemberMessages.factorReset);
    for (const table of [staffTotp, staffRecoveryCodes, staffPasskeys]) {
      expect(await ctx.app.db.select().from(table).where(eq(table.userId, staff.id))).toEqual([]);
    }
    const session = await ctx.app.inject({ method: 'GET', url: '/api/admin/security', headers: staff.auth });
    expect(session.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: testPassword },
    });
    expect(signIn.json().secondFactor).toMatchObject({ step: 'enrol', passkey: false });
    expect((await member(staff.id)).json().data).toMatchObject({ authenticatorApp: false, passkeys: 0 });
  });

  it('asks for a fresh second factor, refuses one’s own, and answers 404 for a non-staff account', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    // A Manager of its own: the moved clock's codes would be ahead of the shared Manager's next sign-in.
    const tired = await createAccount(ctx, 'Admin');
    moveClock(16 * minute);
    expect((await resetFactor(staff.id, tired)).json().code).toBe(freshFactorCode);
    expect(await ctx.app.db.select().from(staffTotp).where(eq(staffTotp.userId, staff.id))).toHaveLength(1);
    vi.useRealTimers();

    const own = await resetFactor(manager.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(staffMemberMessages.ownFactor);
    const candidate = await createAccount(ctx, 'User');
    expect((await resetFactor(candidate.id)).statusCode).toBe(404);
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect((await resetFactor(staff.id, recruiter)).statusCode).toBe(403);
  });
});
