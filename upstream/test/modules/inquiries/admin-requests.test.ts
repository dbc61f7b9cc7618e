import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminDashboardSchema } from '@contracts/dashboard/dashboard';
import { adminInquirySchema, adminMessageSchema } from '@contracts/inquiries/staff';
import { paginated, staffNoteViewSchema } from '@contracts/core/staff-schemas';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { contactMessage } from '../../helpers/contact';
import { inquiryBody } from '../../helpers/inquiry';
import { readLookups } from '../../helpers/lookups';

let ctx: TestContext;
let staff: TestAccount;
let employer: TestAccount;
const first = async (kind: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/${kind}` })).json().data[0]._id as string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  employer = await createAccount(ctx, 'Employer');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/employer-inquiry/submit',
    payload: inquiryBody(await readLookups(ctx)),
    headers: employer.auth,
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contactMessage(await first('inquiry-type'), { subject: 'Visa', message: 'Which documents?' }),
  });
});
afterAll(() => ctx.close());

const admin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, auth = staff.auth) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, payload, headers: auth });

describe.each([
  ['inquiries', 'companyName', 'Marina Pearl Resort', adminInquirySchema],
  ['messages', 'name', 'Ana Reyes', adminMessageSchema],
] as const)('admin %s', (path, field, value, rowSchema) => {
  it('lists, opens, moves to In progress and Closed, and keeps notes', async () => {
    // The answers are what the back office's contracts say, to the field.
    const list = paginated(rowSchema.strict()).parse((await admin('GET', `/${path}`)).json());
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ [field]: value, status: 'New' });
    const id = list.data[0]!._id;

    expect((await admin('PATCH', `/${path}/${id}`, { status: 'In progress' })).json().data.status).toBe('In progress');
    const noted = await admin('POST', `/${path}/${id}/notes`, { body: 'Called back, meeting on Monday.' });
    expect(noted.statusCode).toBe(201);
    rowSchema
      .extend({ staffNotes: z.array(staffNoteViewSchema.strict()) })
      .strict()
      .parse(noted.json().data);
    expect(noted.json().data.staffNotes).toEqual([
      expect.objectContaining({ body: 'Called back, meeting on Monday.', author: 'Staff Member' }),
    ]);
    await admin('PATCH', `/${path}/${id}`, { status: 'Closed' });
    expect((await admin('GET', `/${path}?status=Closed`)).json().total).toBe(1);
    expect((await admin('GET', `/${path}?status=New`)).json().total).toBe(0);
  });

  it('answers 400 for an unknown status and 404 for an unknown id', async () => {
    const id = (await admin('GET', `/${path}`)).json().data[0]._id;
    expect((await admin('PATCH', `/${path}/${id}`, { status: 'Done' })).statusCode).toBe(400);
    expect((await admin('GET', `/${path}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await admin('GET', `/${path}`, undefined, employer.auth)).statusCode).toBe(403);
    expect((await admin('GET', `/${path}`, undefined, {} as never)).statusCode).toBe(401);
  });
});

describe('admin inquiries', () => {
  it('answers every field staff see, each lookup and the positions asked for by name', async () => {
    const lookups = await readLookups(ctx);
    const [row] = (await admin('GET', '/inquiries')).json().data;
    expect(row).toMatchObject({
      companyName: 'Marina Pearl Resort',
      contactPerson: 'Daniel Hoffmann',
      email: 'hr@marinapearl.example',
      phone: '97145550100',
      businessType: lookups['business-type'][0]!.name,
      positions: [lookups.position[0]!.name],
      totalPositions: 1,
      location: lookups['preffered-location'][0]!.name,
      hiringUrgency: lookups['hiring-urgency'][0]!.name,
      salaryBudget: lookups['salary-budget'][0]!.name,
      notes: '',
    });
  });
});

describe('admin dashboard', () => {
  it('counts what arrived since the last visit, then starts again from zero', async () => {
    const other = await createAccount(ctx, 'Admin');
    const first = (await admin('GET', '/dashboard', undefined, other.auth)).json().data;
    expect(first).toMatchObject({ lastVisit: null, newSince: { inquiries: 1, messages: 1, applications: 0 } });
    const second = adminDashboardSchema
      .strict()
      .parse((await admin('GET', '/dashboard', undefined, other.auth)).json().data);
    expect(second.lastVisit).toEqual(expect.any(String));
    expect(second.newSince).toEqual({ applications: 0, inquiries: 0, messages: 0 });
    expect(Array.isArray(second.applicationsPerJob)).toBe(true);
    expect(Array.isArray(second.applicationsPerWeek)).toBe(true);
  });

  it('is for staff only', async () => {
    expect((await admin('GET', '/dashboard', undefined, employer.auth)).statusCode).toBe(403);
  });
});
