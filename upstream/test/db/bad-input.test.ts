import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, uploads } from '../../src/db/schema';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { validApplication } from '../helpers/application';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { multipart, samplePdf } from '../helpers/files';
import { contactMessage } from '../helpers/contact';

// Input PostgreSQL would refuse (NUL in text, impossible dates) is a client error: 400 with a message.
let ctx: TestContext;
let staff: TestAccount;
let inquiryType: string;
let location: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  inquiryType = (await ctx.app.inject({ method: 'GET', url: '/api/inquiry-type' })).json().data[0]._id;
  location = (await ctx.app.inject({ method: 'GET', url: '/api/preffered-location' })).json().data[0]._id;
});
afterAll(() => ctx.close());

const nulMessage = 'Text cannot contain the NUL character (\\u0000).';

describe('a NUL character', () => {
  it('in a JSON body field answers 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactMessage(inquiryType, {
        subject: 'Documents',
        message: 'Hello\u0000, which documents do I need?',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nulMessage, errors: { message: nulMessage } });
  });

  it('in a lookup path answers 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/job-opening/waiter%00dubai' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(nulMessage);
  });

  it('in a query filter answers 400', async () => {
    for (const url of ['/api/admin/applications?q=ana%00', '/api/admin/users?q=%00']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: staff.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: nulMessage, errors: { q: nulMessage } });
    }
  });

  it('in an uploaded file’s name is dropped from the name kept, and the file is stored', async () => {
    const candidate = await createAccount(ctx, 'User');
    const body = multipart('image', 'my\u0000cv.pdf', 'application/pdf', samplePdf);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/resume-image',
      payload: body.payload,
      headers: { ...body.headers, ...candidate.auth },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, res.json().data.path));
    expect(row?.originalName).toBe('mycv.pdf');
  });
});

describe('an impossible date', () => {
  it('in the staff application filters answers 400 with the field’s message', async () => {
    for (const [field, value] of [
      ['to', '2020-02-31'],
      ['from', '0000-01-01'],
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/applications?${field}=${value}`,
        headers: staff.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field!]: expect.stringMatching(/^Use a real date like/) });
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/applications/export.csv?reason=Audit&${field}=${value}`,
        headers: staff.auth,
      });
      expect(csv.statusCode).toBe(400);
    }
  });

  it('as a job opening’s closing date answers 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/job-openings',
      headers: staff.auth,
      payload: { title: 'Barista', companyName: 'Marina cafe', locations: [location], validThrough: '2027-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ validThrough: expect.stringMatching(/^Use a real date like/) });
  });

  it('as a passport expiry on an application answers 400 and stores nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = await validApplication(ctx, candidate, { passportExpiry: '2031-02-31' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: candidate.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ passportExpiry: 'Passport expiry date is required' });
    const stored = await ctx.app.db.select().from(applications).where(eq(applications.userId, candidate.id));
    expect(stored).toHaveLength(0);
  });
});
