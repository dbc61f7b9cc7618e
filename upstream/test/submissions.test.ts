import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, employerInquiries, employerInquiryPositions, testimonials } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import type { LookupKind } from '@contracts/lookups/lookup';
import { readLookups, type SeededLookups } from './helpers/lookups';
import { contactMessage } from './helpers/contact';
import { inquiryBody } from './helpers/inquiry';

let ctx: TestContext;
let smtp: MailCatcher;
let employer: TestAccount;
let candidate: TestAccount;
let lookups: SeededLookups;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, AGENCY_INBOX: 'inbox@agency.test' } });
  [employer, candidate] = await Promise.all([createAccount(ctx, 'Employer'), createAccount(ctx, 'User')]);
  lookups = await readLookups(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const first = (kind: LookupKind) => lookups[kind]![0]!._id;
const rows = async (table: typeof contactMessages | typeof employerInquiries | typeof testimonials) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;

describe('POST /api/employer-inquiry/submit', () => {
  // Two positions and a capitalised address: both are stored as the employer sent them (the address lower-cased).
  const inquiry = () =>
    inquiryBody(lookups, {
      positions: [lookups.position[0]!._id, lookups.position[4]!._id],
      email: 'HR@MarinaPearl.example',
      notes: 'Pre-opening team, March start.',
    });

  it('stores the inquiry with its positions (totalPositions defaults to 1) and mails both sides', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      payload: inquiry(),
      headers: employer.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Employer inquiry submitted successfully!' });
    const [stored] = await ctx.app.db.select().from(employerInquiries).where(eq(employerInquiries.userId, employer.id));
    expect(stored).toMatchObject({ totalPositions: 1, email: 'hr@marinapearl.example', status: 'New' });
    const positions = await ctx.app.db
      .select()
      .from(employerInquiryPositions)
      .where(eq(employerInquiryPositions.inquiryId, stored!.id));
    expect(positions).toHaveLength(2);
    await smtp.waitFor('hr@marinapearl.example', /hiring inquiry/);
    await smtp.waitFor('inbox@agency.test', /New employer inquiry: Marina Pearl Resort/);
  });

  it('answers 400 for an unknown lookup and stores nothing', async () => {
    const before = await rows(employerInquiries);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      payload: { ...inquiry(), positions: ['00000000-0000-4000-8000-000000000000'] },
      headers: employer.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ positions: 'Please select at least one position' });
    const badUrgency = await ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      payload: { ...inquiry(), hiringUrgency: first('salary-budget') },
      headers: employer.auth,
    });
    expect(badUrgency.json().errors).toEqual({ hiringUrgency: 'Urgency is required' });
    expect(await rows(employerInquiries)).toBe(before);
  });
});

describe('POST /api/contact', () => {
  const message = () => contactMessage(first('inquiry-type'));

  it('stores a visitor’s message and mails the agency and the sender', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent successfully! Our team will respond within 24 hours.' });
    await smtp.waitFor('inbox@agency.test', /New contact message: Documents for my visa/);
    await smtp.waitFor('ana@example.com', /We received your message/);
  });

  it('answers 400 with field messages for an empty message and stores nothing', async () => {
    const before = await rows(contactMessages);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message(), subject: '', inquiryType: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      subject: 'Subject is required',
      inquiryType: 'Please choose an inquiry type',
    });
    expect(await rows(contactMessages)).toBe(before);
  });
});

describe('POST /api/testimonial', () => {
  const review = {
    name: 'Juan Dela Cruz',
    position: 'Commis Chef',
    employer: 'Pan-Asian restaurant group',
    rating: 5,
    testimonial:
      'The team prepared me well for the trade test and explained my contract line by line. I started work in Abu Dhabi six weeks after my interview.',
    icon: null,
  };

  it('stores a signed-in user’s review for staff approval; it is public once staff approve it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/testimonial',
      payload: review,
      headers: candidate.auth,
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await ctx.app.db.select().from(testimonials).where(eq(testimonials.userId, candidate.id));
    expect(stored).toMatchObject({ isApproved: false, rating: 5, name: 'Juan Dela Cruz' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/testimonial' })).json().data;
    expect(list.map((t: { name: string }) => t.name)).not.toContain('Juan Dela Cruz');

    const staff = await createAccount(ctx, 'Admin');
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/testimonials/${stored!.id}`,
      headers: staff.auth,
      payload: { isApproved: true },
    });
    expect(approved.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/testimonial' })).json().data;
    expect(after[0].name).toBe('Juan Dela Cruz');
  });
});
