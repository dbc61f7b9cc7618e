import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingPermissionMessage } from '@contracts/users/staff-roles';
import { staffInvitationMessages } from '@contracts/users/staff-invitation';
import { fieldMessages } from '@contracts/core/fields';
import { staffInvitations, staffTotp, users } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { linkIn, startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { finishStaffSignIn } from '../../helpers/second-factor';
import { purgeExpiredStaffInvitations } from '../../../src/modules/auth';

let ctx: TestContext;
let smtp: MailCatcher;
let manager: TestAccount;
const publicUrl = 'https://careers.example.test';
const newPassword = 'Welcome123!';

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ seed: false, config: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  manager = await createAccount(ctx, 'Admin');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

let counter = 0;
const newEmail = () => `invited${++counter}-${Date.now()}@agency.example`;

const invite = (payload: Record<string, unknown>, by: TestAccount = manager) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/users/invitations', headers: by.auth, payload });
const view = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/staff-invitations/${token}` });
const accept = (token: string, password = newPassword) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/staff-invitations/${token}/accept`,
    payload: { password },
  });

/** Invites a recruiter and answers the token of the link mailed to them (the nth such mail). */
async function invitedToken(email: string, nth = 0) {
  await smtp.waitFor(email, /invited to the agency/);
  const mails = smtp.mails.filter((m) => m.to === email && /invited to the agency/.test(m.subject));
  return linkIn(mails[nth]!, `${publicUrl}/admin/invitation/`).pathname.split('/').pop()!;
}

describe('inviting a staff member', () => {
  it('stores the invitation with its token hashed and mails a link that works 72 hours', async () => {
    const email = newEmail();
    const res = await invite({ name: 'Rosa Reyes', email, roles: ['Recruiter'] });
    expect(res.statusCode).toBe(201);
    expect(new Date(res.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 71.9 * 3600_000);
    expect(new Date(res.json().data.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 72 * 3600_000);
    const mail = await smtp.waitFor(email, /invited to the agency/);
    expect(mail.text).toContain('Hello Rosa Reyes,');
    expect(mail.text).toContain('as Recruiter');
    const token = await invitedToken(email);
    const [stored] = await ctx.app.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.staffRoles).toEqual(['Recruiter']);
    expect((await view(token)).json().data).toMatchObject({ name: 'Rosa Reyes', email, staffRoles: ['Recruiter'] });
  });

  it('accepting sets the password and goes straight to setting up the authenticator app', async () => {
    const email = newEmail();
    await invite({ name: 'Dina Cruz', email, roles: ['Documentation officer', 'Recruiter'] });
    const res = await accept(await invitedToken(email));
    expect(res.statusCode).toBe(201);
    const { secondFactor } = res.json();
    expect(secondFactor).toMatchObject({ step: 'enrol', passkey: false });
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ userType: 'Admin', name: 'Dina Cruz', isDisabled: false });
    expect(account?.staffRoles).toEqual(['Documentation officer', 'Recruiter']);
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect(await ctx.app.db.select().from(staffTotp).where(eq(staffTotp.userId, account!.id))).toEqual([]);

    // The enrolment is the one a first sign-in has: a code from the new app, then recovery codes.
    const signedIn = await finishStaffSignIn(ctx, email, secondFactor);
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(signedIn.data.staffRoles).toEqual(['Documentation officer', 'Recruiter']);
    // The password chosen signs in, and now asks for the app's code.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: newPassword },
    });
    expect(login.json().secondFactor.step).toBe('verify');
  });

  it('a link used once is refused the second time, saying so', async () => {
    const email = newEmail();
    await invite({ name: 'Lito Ramos', email, roles: ['Recruiter'] });
    const token = await invitedToken(email);
    expect((await accept(token)).statusCode).toBe(201);
    const again = await accept(token, 'Another456!');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(staffInvitationMessages.used);
    expect((await view(token)).json().message).toBe(staffInvitationMessages.used);
  });

  it('of two acceptances at once, only one makes the account', async () => {
    const email = newEmail();
    await invite({ name: 'Ana Lim', email, roles: ['Recruiter'] });
    const token = await invitedToken(email);
    const answers = await Promise.all([accept(token), accept(token, 'Another456!')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    expect(await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('an expired link is refused, saying so, and nothing is made', async () => {
    const email = newEmail();
    await invite({ name: 'Ben Tan', email, roles: ['Content editor'] });
    const token = await invitedToken(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 72 * 3600_000 + 1000);
    const res = await accept(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(staffInvitationMessages.expired);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('an unknown link is refused, saying so', async () => {
    const res = await accept('x'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(staffInvitationMessages.unknown);
    expect((await view('short')).statusCode).toBe(400);
  });

  it('inviting again replaces the earlier link', async () => {
    const email = newEmail();
    await invite({ name: 'Cora Diaz', email, roles: ['Recruiter'] });
    const first = await invitedToken(email, 0);
    await invite({ name: 'Cora Diaz', email, roles: ['Welfare officer'] });
    await vi.waitFor(() => expect(smtp.mails.filter((m) => m.to === email)).toHaveLength(2));
    const second = await invitedToken(email, 1);
    expect((await accept(first)).json().message).toBe(staffInvitationMessages.unknown);
    expect((await accept(second)).statusCode).toBe(201);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.staffRoles).toEqual(['Welfare officer']);
  });

  it('answers 409 for an address that already has an account, and mails nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const res = await invite({ name: 'Some One', email: candidate.email.toUpperCase(), roles: ['Recruiter'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(staffInvitationMessages.accountExists);
    expect(await ctx.app.db.select().from(staffInvitations).where(eq(staffInvitations.email, candidate.email))).toEqual(
      [],
    );
  });

  it('answers 409 at acceptance when the address got an account meanwhile', async () => {
    const email = newEmail();
    await invite({ name: 'Early Bird', email, roles: ['Recruiter'] });
    const token = await invitedToken(email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        userType: 'User',
        name: 'Early Bird',
        email,
        phone: '09171234567',
        password: newPassword,
        consent: true,
      },
    });
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(staffInvitationMessages.accountExists);
  });

  it('refuses a Recruiter (403), and a name or address with control characters (400)', async () => {
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    const refused = await invite({ name: 'Refused Once', email: newEmail(), roles: ['Recruiter'] }, recruiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingPermissionMessage);

    const badName = await invite({ name: 'Refused\r\nBcc: x@evil.example', email: newEmail(), roles: ['Recruiter'] });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors.name).toBe(fieldMessages.singleLine);
    const badEmail = await invite({ name: 'Refused Once', email: 'rosa\u0007@agency.example', roles: ['Recruiter'] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toHaveProperty('email');
    const noRole = await invite({ name: 'Refused Once', email: newEmail(), roles: [] });
    expect(noRole.json().errors.roles).toBe(staffInvitationMessages.rolesRequired);
    const unknownRole = await invite({ name: 'Refused Once', email: newEmail(), roles: ['Boss'] });
    expect(unknownRole.statusCode).toBe(400);
    // Nothing refused was stored.
    expect(await ctx.app.db.select().from(staffInvitations).where(eq(staffInvitations.name, 'Refused Once'))).toEqual(
      [],
    );
  });

  it('holds the password to the same rule as a password reset', async () => {
    const email = newEmail();
    await invite({ name: 'Weak Pass', email, roles: ['Recruiter'] });
    const res = await accept(await invitedToken(email), 'password');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('are deleted by housekeeping a month after they expired unused, and kept once accepted', async () => {
    const day = 24 * 3600_000;
    const row = (email: string, expiredDaysAgo: number, accepted: boolean) => ({
      email,
      name: 'Old Invite',
      staffRoles: ['Recruiter' as const],
      tokenHash: `hash-${email}`,
      expiresAt: new Date(Date.now() - expiredDaysAgo * day),
      acceptedAt: accepted ? new Date(Date.now() - 40 * day) : null,
    });
    const [stale, recent, accepted] = [newEmail(), newEmail(), newEmail()];
    await ctx.app.db
      .insert(staffInvitations)
      .values([row(stale, 31, false), row(recent, 29, false), row(accepted, 31, true)]);
    await purgeExpiredStaffInvitations(ctx.app.db);
    const left = await ctx.app.db.select({ email: staffInvitations.email }).from(staffInvitations);
    const emails = left.map((r) => r.email);
    expect(emails).not.toContain(stale);
    expect(emails).toEqual(expect.arrayContaining([recent, accepted]));
  });
});
