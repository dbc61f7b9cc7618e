import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@contracts/auth/accounts';
import { clientMessages } from '@contracts/clients/client';
import { clientContacts, clientInvites, consents, users } from '../../../src/db/schema';
import { createAccount, login, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, createClient, createContact } from '../../helpers/employer-portal';
import { linkIn, startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let client: string;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  staff = await createAccount(ctx, 'Admin');
  client = await createClient(ctx, staff, 'Jumeirah Gardens');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let invites = 0;

/** Waits for the invitation mail to arrive, then answers its token. */
async function invited(email?: string, clientId?: string) {
  const before = smtp.mails.length;
  const address = email ?? `contact-${invites + 1}@gardens.example`;
  await callAs(ctx, staff, 'POST', `/admin/clients/${clientId ?? client}/invites`, { email: address }, 201);
  invites += 1;
  const isInvite = (m: { to: string; subject: string }) =>
    m.to === address.toLowerCase() && /candidate portal/.test(m.subject);
  const deadline = Date.now() + 5000;
  while (!smtp.mails.slice(before).some(isInvite) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const mail = smtp.mails.slice(before).find(isInvite)!;
  const token = decodeURIComponent(linkIn(mail, 'http://localhost:3000/employer/invite/').pathname.split('/').pop()!);
  return { email: address.toLowerCase(), token };
}

const signUp = (token: string, body: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/employer/invites/${token}/sign-up`,
    payload: { name: 'Layla Haddad', phone: '971501234567', password: testPassword, consent: true, ...body },
  });

describe('what the link shows', () => {
  it('names the client and the address, and whether to sign in or sign up', async () => {
    const fresh = await invited();
    const view = await callAs(ctx, null, 'GET', `/employer/invites/${fresh.token}`, undefined, 200);
    expect(view.json()).toEqual({ data: { clientName: 'Jumeirah Gardens', email: fresh.email, hasAccount: false } });
    const existing = await createAccount(ctx, 'Employer');
    const known = await invited(existing.email);
    expect((await callAs(ctx, null, 'GET', `/employer/invites/${known.token}`)).json().data.hasAccount).toBe(true);
  });

  it('answers 404 with one message for a token never issued, expired or used, and 400 for one too short', async () => {
    const unknown = await callAs(ctx, null, 'GET', `/employer/invites/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(clientMessages.inviteGone);
    const expired = await invited();
    await ctx.app.db
      .update(clientInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientInvites.email, expired.email));
    expect((await callAs(ctx, null, 'GET', `/employer/invites/${expired.token}`)).json().message).toBe(
      clientMessages.inviteGone,
    );
    expect((await signUp(expired.token)).statusCode).toBe(404);
    expect((await callAs(ctx, null, 'GET', '/employer/invites/short')).statusCode).toBe(400);
  });
});

describe('accepting signed in', () => {
  it('links the Employer account with the invited address, once', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const { token } = await invited(employer.email);
    const res = await callAs(ctx, employer, 'POST', `/employer/invites/${token}/accept`, undefined, 200);
    expect(res.json()).toEqual({ message: clientMessages.accepted });
    expect((await callAs(ctx, employer, 'GET', '/employer/overview', undefined, 200)).json().data.clientName).toBe(
      'Jumeirah Gardens',
    );
    const again = await callAs(ctx, employer, 'POST', `/employer/invites/${token}/accept`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(clientMessages.inviteGone);
  });

  it('refuses an account with another address (403) and leaves the invitation usable', async () => {
    const intended = await createAccount(ctx, 'Employer');
    const someoneElse = await createAccount(ctx, 'Employer');
    const { token } = await invited(intended.email);
    const res = await callAs(ctx, someoneElse, 'POST', `/employer/invites/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(clientMessages.inviteOtherEmail);
    expect(await ctx.app.db.select().from(clientContacts).where(eq(clientContacts.userId, someoneElse.id))).toEqual([]);
    await callAs(ctx, intended, 'POST', `/employer/invites/${token}/accept`, undefined, 200);
  });

  it("refuses an account that belongs to another client (409), keeping it that client's", async () => {
    const other = await createClient(ctx, staff, 'Other Gardens');
    const contact = await createContact(ctx, other);
    const { token } = await invited(contact.email);
    const res = await callAs(ctx, contact, 'POST', `/employer/invites/${token}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(clientMessages.inviteOtherClient);
    const [membership] = await ctx.app.db.select().from(clientContacts).where(eq(clientContacts.userId, contact.id));
    expect(membership?.clientId).toBe(other);
  });

  it('is for Employer accounts: 401 anonymous, 403 for a candidate', async () => {
    const { token } = await invited();
    expect((await callAs(ctx, null, 'POST', `/employer/invites/${token}/accept`)).statusCode).toBe(401);
    const candidate = await createAccount(ctx, 'User');
    expect((await callAs(ctx, candidate, 'POST', `/employer/invites/${token}/accept`)).statusCode).toBe(403);
  });
});

describe('signing up from the invitation', () => {
  it('creates a verified Employer account with the invited address, records the consent, links and signs it in', async () => {
    const { email, token } = await invited();
    const res = await signUp(token);
    expect(res.statusCode, res.body).toBe(201);
    const answer = loginResponseSchema.strict().parse(res.json());
    expect(answer.data).toMatchObject({
      userType: 'Employer',
      email,
      emailVerified: true,
      companyName: 'Jumeirah Gardens',
    });
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/employer/overview',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(overview.json().data.clientName).toBe('Jumeirah Gardens');
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(await ctx.app.db.select().from(consents).where(eq(consents.userId, user!.id))).toEqual([
      expect.objectContaining({ kind: 'signup' }),
    ]);
    await login(ctx, email);
    const used = await signUp(token, { name: 'Someone Else' });
    expect(used.statusCode).toBe(404);
  });

  it('refuses when the address has an account already (409), creating nothing', async () => {
    const existing = await createAccount(ctx, 'User');
    const { token } = await invited(existing.email);
    const res = await signUp(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(clientMessages.accountExists);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
  });

  it.each([
    ['no consent', { consent: false }],
    ['a weak password', { password: 'password' }],
    ['no name', { name: '' }],
  ])('refuses %s with a 400, leaving the invitation usable', async (_name, body) => {
    const { token } = await invited();
    expect((await signUp(token, body)).statusCode).toBe(400);
    expect((await callAs(ctx, null, 'GET', `/employer/invites/${token}`)).statusCode).toBe(200);
  });

  it('lets only one of two sign-ups at once through', async () => {
    const { token } = await invited();
    const results = await Promise.all([signUp(token), signUp(token, { name: 'Twin Haddad' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
  });
});
