import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginated } from '@contracts/core/staff-schemas';
import { clientDetailSchema, clientMessages, clientRowSchema } from '@contracts/clients/client';
import { envelope } from '@contracts/core/common';
import { clientContacts, clientInvites, clients, employerInquiries, jobOpenings } from '../../../src/db/schema';
import { hashToken } from '../../../src/lib/tokens';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, createClient, createContact, createJobOrder, jobOrderPayload } from '../../helpers/employer-portal';
import { readLookups, type SeededLookups } from '../../helpers/lookups';
import { linkIn, startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let lookups: SeededLookups;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const detailSchema = envelope(clientDetailSchema.strict());
const detail = async (id: string) =>
  detailSchema.parse((await callAs(ctx, staff, 'GET', `/admin/clients/${id}`, undefined, 200)).json()).data;

/** An inquiry sent by `employer` (or, with null, one whose account was since erased). */
async function sendInquiry(employer: TestAccount, companyName: string, email: string) {
  await callAs(
    ctx,
    employer,
    'POST',
    '/employer-inquiry/submit',
    {
      companyName,
      businessType: lookups['business-type'][0]!._id,
      positions: [lookups.position[0]!._id],
      contactPerson: 'Daniel Hoffmann',
      email,
      phone: '97145550100',
      location: lookups['preffered-location'][1]!._id,
      hiringUrgency: lookups['hiring-urgency'][0]!._id,
      salaryBudget: lookups['salary-budget'][0]!._id,
    },
    201,
  );
  const [row] = await ctx.app.db.select().from(employerInquiries).where(eq(employerInquiries.companyName, companyName));
  return row!;
}

describe('clients', () => {
  it('creates, edits and shows a client with its lookups', async () => {
    const created = await callAs(
      ctx,
      staff,
      'POST',
      '/admin/clients',
      { name: '  Azure Bay Hotel ', businessTypeId: lookups['business-type'][0]!._id, notes: 'Pays on time.' },
      201,
    );
    const client = detailSchema.parse(created.json()).data;
    expect(client).toMatchObject({ name: 'Azure Bay Hotel', locationId: null, notes: 'Pays on time.', contacts: [] });
    const edited = await callAs(ctx, staff, 'PUT', `/admin/clients/${client._id}`, {
      name: 'Azure Bay Hotel & Spa',
      locationId: lookups['preffered-location'][0]!._id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Azure Bay Hotel & Spa',
      businessTypeId: null,
      locationId: lookups['preffered-location'][0]!._id,
    });
  });

  it.each([
    ['no name', { name: ' ' }, 400],
    ['a name past 120 characters', { name: 'x'.repeat(121) }, 400],
    ['an unknown business type', { name: 'A', businessTypeId: '00000000-0000-4000-8000-000000000000' }, 400],
    ['a location that is no uuid', { name: 'A', locationId: 'dubai' }, 400],
  ])('refuses %s, creating nothing', async (_name, body, status) => {
    const before = await ctx.app.db.select().from(clients);
    const res = await callAs(ctx, staff, 'POST', '/admin/clients', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await ctx.app.db.select().from(clients)).toHaveLength(before.length);
  });

  it('lists newest first, finds a part of a name, pages, and offers every client as an option', async () => {
    const ids = [];
    for (const name of ['Sandstone Inn', 'Sandpiper Lodge', 'Harbour View'])
      ids.push(await createClient(ctx, staff, name));
    const found = await callAs(ctx, staff, 'GET', '/admin/clients?q=sand', undefined, 200);
    const page = paginated(clientRowSchema.strict()).parse(found.json());
    expect(page.data.map((c) => c.name)).toEqual(['Sandpiper Lodge', 'Sandstone Inn']);
    expect(page.total).toBe(2);
    const second = await callAs(ctx, staff, 'GET', '/admin/clients?q=sand&pageSize=1&page=2', undefined, 200);
    expect(second.json().data.map((c: { name: string }) => c.name)).toEqual(['Sandstone Inn']);
    const literal = await callAs(ctx, staff, 'GET', '/admin/clients?q=%25', undefined, 200);
    expect(literal.json().total).toBe(0);
    const options = await callAs(ctx, staff, 'GET', '/admin/clients/options', undefined, 200);
    expect(options.json().data.map((c: { _id: string }) => c._id)).toEqual(expect.arrayContaining(ids));
  });

  it('answers 404 for an unknown client and 400 for an id that is no uuid', async () => {
    const unknown = await callAs(ctx, staff, 'GET', '/admin/clients/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(clientMessages.missing);
    expect((await callAs(ctx, staff, 'GET', '/admin/clients/not-an-id')).statusCode).toBe(400);
  });

  it('is for staff only: 401 anonymous, 403 for an employer', async () => {
    const employer = await createAccount(ctx, 'Employer');
    expect((await callAs(ctx, null, 'GET', '/admin/clients')).statusCode).toBe(401);
    expect((await callAs(ctx, employer, 'POST', '/admin/clients', { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('job orders naming their client', () => {
  it('stores the client of a job order, keeps it when an edit leaves it out, and clears it with null', async () => {
    const client = await createClient(ctx, staff, 'Oasis Resorts');
    const job = await createJobOrder(ctx, staff, client, 'Pool Attendant');
    const staffJob = await callAs(ctx, staff, 'GET', `/admin/job-openings/${job}`, undefined, 200);
    expect(staffJob.json().data.clientId).toBe(client);
    const publicJob = await callAs(ctx, null, 'GET', `/job-opening/${job}`, undefined, 200);
    expect(publicJob.body).not.toContain(client);

    // An edit from a form that does not know the client yet.
    const payload = await jobOrderPayload(ctx, undefined, 'Pool Attendant');
    await callAs(ctx, staff, 'PUT', `/admin/job-openings/${job}`, { ...payload, title: 'Pool Attendants' }, 200);
    expect((await ctx.app.db.select().from(jobOpenings).where(eq(jobOpenings.id, job)))[0]?.clientId).toBe(client);
    await callAs(ctx, staff, 'PUT', `/admin/job-openings/${job}`, { ...payload, clientId: null }, 200);
    expect((await ctx.app.db.select().from(jobOpenings).where(eq(jobOpenings.id, job)))[0]?.clientId).toBeNull();
  });

  it('refuses an unknown client with a 400 naming the field, storing nothing', async () => {
    const before = await ctx.app.db.select().from(jobOpenings);
    await expect(createJobOrder(ctx, staff, '00000000-0000-4000-8000-000000000000', 'Ghost job')).rejects.toThrow(
      /expected 201, got 400.*Please choose a valid client/,
    );
    await expect(createJobOrder(ctx, staff, 'client-7' as string, 'Ghost job')).rejects.toThrow(/got 400/);
    expect(await ctx.app.db.select().from(jobOpenings)).toHaveLength(before.length);
  });

  it("lists the client's job orders on its page", async () => {
    const client = await createClient(ctx, staff, 'Skyline Towers');
    const job = await createJobOrder(ctx, staff, client, 'Concierge');
    expect((await detail(client)).jobOrders).toEqual([{ _id: job, title: 'Concierge', isActive: true, vacancies: 4 }]);
  });
});

describe('a client made from an inquiry', () => {
  it('links the sending Employer account at once when it belongs to no client', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const inquiry = await sendInquiry(employer, 'Golden Sands Hotel', 'hr@goldensands.example');
    const res = await callAs(ctx, staff, 'POST', `/admin/clients/from-inquiry/${inquiry.id}`, undefined, 201);
    const client = detailSchema.parse(res.json()).data;
    expect(client).toMatchObject({
      name: 'Golden Sands Hotel',
      businessTypeId: inquiry.businessTypeId,
      locationId: inquiry.locationId,
      invites: [],
    });
    expect(client.contacts.map((c) => c._id)).toEqual([employer.id]);
    expect(client.inquiries.map((i) => i._id)).toEqual([inquiry.id]);
    // The inquiry's page then links to its client instead of offering to make one.
    const linked = await callAs(ctx, staff, 'GET', `/admin/inquiries/${inquiry.id}`, undefined, 200);
    expect(linked.json().data.client).toEqual({ _id: client._id, name: 'Golden Sands Hotel' });

    const again = await callAs(ctx, staff, 'POST', `/admin/clients/from-inquiry/${inquiry.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(clientMessages.inquiryHasClient);
  });

  it("invites the inquiry's address when its sender already belongs to a client", async () => {
    const other = await createClient(ctx, staff, 'Elsewhere Hotels');
    const employer = await createContact(ctx, other);
    const inquiry = await sendInquiry(employer, 'Coral Reef Resort', 'people@coralreef.example');
    const res = await callAs(ctx, staff, 'POST', `/admin/clients/from-inquiry/${inquiry.id}`, undefined, 201);
    const client = res.json().data;
    expect(client.contacts).toEqual([]);
    expect(client.invites.map((i: { email: string }) => i.email)).toEqual(['people@coralreef.example']);
    const mail = await smtp.waitFor('people@coralreef.example', /invited to Coral Reef Resort's candidate portal/);
    const link = linkIn(mail, 'http://localhost:3000/employer/invite/');
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    const [stored] = await ctx.app.db.select().from(clientInvites).where(eq(clientInvites.clientId, client._id));
    expect(stored?.tokenHash).toBe(hashToken(token));
  });

  it('makes one client of two requests at once', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const inquiry = await sendInquiry(employer, 'Twin Palms', 'hr@twinpalms.example');
    const results = await Promise.all(
      [1, 2].map(() => callAs(ctx, staff, 'POST', `/admin/clients/from-inquiry/${inquiry.id}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.app.db.select().from(clients).where(eq(clients.name, 'Twin Palms'))).toHaveLength(1);
  });

  it('answers 404 for an unknown inquiry', async () => {
    const res = await callAs(ctx, staff, 'POST', '/admin/clients/from-inquiry/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('contacts and invitations', () => {
  it('mails a single-use link for 14 days; a new one to the same address replaces the last', async () => {
    const client = await createClient(ctx, staff, 'Lagoon Hotels');
    await callAs(ctx, staff, 'POST', `/admin/clients/${client}/invites`, { email: 'Manager@Lagoon.example' }, 201);
    const first = await smtp.waitFor('manager@lagoon.example', /Lagoon Hotels/);
    expect(first.text).toContain('valid for 14 days');
    const res = await callAs(ctx, staff, 'POST', `/admin/clients/${client}/invites`, {
      email: 'manager@lagoon.example',
    });
    const invites = detailSchema.parse(res.json()).data.invites;
    expect(invites).toHaveLength(1);
    expect(new Date(invites[0]!.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const firstToken = linkIn(first, 'http://localhost:3000/employer/invite/').pathname.split('/').pop()!;
    expect((await callAs(ctx, null, 'GET', `/employer/invites/${firstToken}`)).statusCode).toBe(404);
  });

  it('refuses an address that is not one (400) and an unknown client (404)', async () => {
    const client = await createClient(ctx, staff, 'Seaside Villas');
    expect((await callAs(ctx, staff, 'POST', `/admin/clients/${client}/invites`, { email: 'nope' })).statusCode).toBe(
      400,
    );
    const unknown = await callAs(ctx, staff, 'POST', '/admin/clients/00000000-0000-4000-8000-000000000000/invites', {
      email: 'a@b.example',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await detail(client)).invites).toEqual([]);
  });

  it('revokes an unanswered invitation, and says so of one already accepted', async () => {
    const client = await createClient(ctx, staff, 'Dune Camp');
    const res = await callAs(
      ctx,
      staff,
      'POST',
      `/admin/clients/${client}/invites`,
      { email: 'ops@dune.example' },
      201,
    );
    const invite = res.json().data.invites[0]._id;
    const revoked = await callAs(ctx, staff, 'DELETE', `/admin/clients/${client}/invites/${invite}`, undefined, 200);
    expect(revoked.json().data.invites).toEqual([]);
    const gone = await callAs(ctx, staff, 'DELETE', `/admin/clients/${client}/invites/${invite}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(clientMessages.inviteMissing);

    const again = await callAs(ctx, staff, 'POST', `/admin/clients/${client}/invites`, { email: 'ops@dune.example' });
    const accepted = again.json().data.invites[0]._id;
    await ctx.app.db.update(clientInvites).set({ acceptedAt: new Date() }).where(eq(clientInvites.id, accepted));
    const late = await callAs(ctx, staff, 'DELETE', `/admin/clients/${client}/invites/${accepted}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(clientMessages.inviteAccepted);
  });

  it('removes a contact, keeping the account; another client’s contact is a 404', async () => {
    const [client, other] = [await createClient(ctx, staff, 'Reef One'), await createClient(ctx, staff, 'Reef Two')];
    const contact = await createContact(ctx, client);
    const wrong = await callAs(ctx, staff, 'DELETE', `/admin/clients/${other}/contacts/${contact.id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(clientMessages.contactMissing);
    const res = await callAs(ctx, staff, 'DELETE', `/admin/clients/${client}/contacts/${contact.id}`, undefined, 200);
    expect(res.json().data.contacts).toEqual([]);
    expect(await ctx.app.db.select().from(clientContacts).where(eq(clientContacts.userId, contact.id))).toEqual([]);
    expect((await callAs(ctx, contact, 'GET', '/user/profile')).statusCode).toBe(200);
  });
});
