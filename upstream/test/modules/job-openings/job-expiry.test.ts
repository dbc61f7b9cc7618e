import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, uaeToday } from '@shared/uae-time';
import { users } from '../../../src/db/schema';
import { mailJobsClosingSoon } from '../../../src/modules/job-openings/expiry';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { outboxDrained, outboxTo, until } from '../../helpers/outbox';

const secret = 'r'.repeat(40);
let ctx: TestContext;
let smtp: MailCatcher;
let website: Server;
const revalidations: unknown[] = [];
let staff: TestAccount;
let lookups: SeededLookups;
const today = uaeToday(new Date());

/** The first instant of the UAE day after `date` (UTC+4): when an opening valid through `date` closes. */
const closingMoment = (date: string) => new Date(`${date}T20:00:00Z`);
/** 09:00 UAE time on `date`, when the daily reminder runs. */
const nineInUae = (date: string) => new Date(`${date}T05:00:00Z`);

beforeAll(async () => {
  smtp = await startMailCatcher();
  website = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/revalidate' && req.headers['x-revalidate-secret'] === secret) {
        revalidations.push(JSON.parse(body));
      }
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  ctx = await buildTestApp({
    config: {
      SMTP_URL: smtp.url,
      WEBSITE_URL: `http://127.0.0.1:${(website.address() as AddressInfo).port}`,
      REVALIDATE_SECRET: secret,
    },
  });
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await new Promise((resolve) => website.close(resolve));
});

const admin = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/admin/job-openings${url}`, payload, headers: staff.auth });

const jobInput = (title: string, validThrough: string, isActive = true) => ({
  ...jobOrderFields(),
  title,
  companyName: 'Corniche Hotel',
  locations: [lookups['preffered-location']![0]!._id],
  description: `<p>${title} for a beach resort.</p>`,
  isActive,
  validThrough,
});

async function createJob(title: string, validThrough: string, isActive = true) {
  const res = await admin('POST', '', jobInput(title, validThrough, isActive));
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; slug: string; updatedAt: string };
}

/** Waits until the stand-in website has received `n` revalidation calls. */
async function revalidationsReach(n: number) {
  const deadline = Date.now() + 2000;
  while (revalidations.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url }).then((res) => res.json());
const publicIds = async () => (await get('/api/job-opening?isActive=1')).data.map((j: { _id: string }) => j._id);
const searchIds = async (q = '') =>
  (await get(`/api/job-search?limit=50${q}`)).data.map((j: { _id: string }) => j._id) as string[];

describe('jobs expire on time', () => {
  it('closes an opening when its valid-through day ends in the UAE: gone from the list, the search and the sitemap data', async () => {
    const validThrough = addDays(today, 10);
    const job = await createJob('Lifeguard', validThrough);
    expect(await publicIds()).toContain(job._id);

    // 23:59 in the UAE on its last day: still open.
    const lastMinute = new Date(closingMoment(validThrough).getTime() - 60_000);
    expect((await ctx.app.scheduler.tick(lastMinute))['close-expired-jobs']).toBe('succeeded');
    expect(await searchIds('&q=lifeguard')).toEqual([job._id]);

    await revalidationsReach(1); // the one of the creation
    revalidations.length = 0;
    const closedAt = closingMoment(validThrough);
    expect((await ctx.app.scheduler.tick(closedAt))['close-expired-jobs']).toBe('succeeded');
    expect(await publicIds()).not.toContain(job._id);
    expect(await searchIds('&q=lifeguard')).toEqual([]);
    // The sitemap lists every page of the unfiltered search.
    expect(await searchIds()).not.toContain(job._id);
    const one = (await get(`/api/job-opening/${job.slug}`)).data;
    expect(one).toMatchObject({ isActive: false, validThrough, updatedAt: closedAt.toISOString() });

    // The website is told at once, so its job pages and sitemap follow within the minute.
    await revalidationsReach(1);
    expect(revalidations).toEqual([{ tags: ['jobs'] }]);

    // Staff still have it, closed, with its date.
    const staffList = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/job-openings?status=inactive',
      headers: staff.auth,
    });
    expect(staffList.json().data.find((j: { _id: string }) => j._id === job._id)).toMatchObject({
      isActive: false,
      validThrough,
    });
    const runs = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/task-runs?task=close-expired-jobs',
      headers: staff.auth,
    });
    expect(runs.json().data[0]).toMatchObject({ status: 'succeeded', report: { closed: 1 } });
  });

  it('leaves openings without a valid-through date open', async () => {
    // Only manpower pooling may be published without one (a job order needs it).
    const res = await admin('POST', '', {
      ...jobInput('Pool Attendant', null as unknown as string),
      postingKind: 'MANPOWER_POOLING',
      jobOrderNumber: null,
      vacancies: null,
      salaryMinAed: null,
      salaryMaxAed: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json().data as { _id: string };
    await ctx.app.scheduler.tick(closingMoment(addDays(today, 400)));
    expect(await publicIds()).toContain(job._id);
  });

  it('refuses to make an opening active past its valid-through date, and changes nothing', async () => {
    const yesterday = addDays(today, -1);
    const created = await admin('POST', '', jobInput('Beach Butler', yesterday));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ validThrough: expect.stringMatching(/past its valid-through date/) });

    const job = await createJob('Beach Butler', yesterday, false);
    const activated = await admin('PATCH', `/${job._id}`, { isActive: true });
    expect(activated.statusCode).toBe(400);
    expect(activated.json().errors).toEqual({ validThrough: expect.stringMatching(/past its valid-through date/) });
    const edited = await admin('PUT', `/${job._id}`, jobInput('Beach Butler', yesterday, true));
    expect(edited.statusCode).toBe(400);
    expect((await get(`/api/job-opening/${job._id}`)).data).toMatchObject({
      isActive: false,
      updatedAt: job.updatedAt,
    });

    // Extending the date is how it reopens.
    const extended = await admin('PUT', `/${job._id}`, jobInput('Beach Butler', addDays(today, 30), true));
    expect(extended.statusCode).toBe(200);
    expect(await publicIds()).toContain(job._id);
  });
});

describe('staff are mailed a week before an opening closes', () => {
  it('mails each enabled staff account once per opening and date, and again for a later date', async () => {
    const disabled = await createAccount(ctx, 'Admin');
    await ctx.app.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    const validThrough = addDays(today, 60);
    const job = await createJob('Spa Therapist', validThrough);
    const subject = /^Closing on .*: Spa Therapist at Corniche Hotel$/;
    const mailsFor = (to: string) => smtp.mails.filter((m) => m.to === to && subject.test(m.subject));

    // Eight days before: not yet.
    await ctx.app.scheduler.tick(nineInUae(addDays(validThrough, -8)));
    // Seven days before, at 09:00 UAE time.
    const outcome = await ctx.app.scheduler.tick(nineInUae(addDays(validThrough, -7)));
    expect(outcome['mail-jobs-closing-soon']).toBe('succeeded');
    const mail = await smtp.waitFor(staff.email, subject);
    expect(mail.text).toContain(`/admin/jobs/${job._id}`);
    expect(mail.text).toContain('set a later "Valid through" date');
    // Sent and gone from the outbox before the next ticks, whose clocks run days ahead of its lease.
    await outboxDrained(ctx.app);

    // The next days, and a restart's second run of the same day, send nothing more.
    await ctx.app.scheduler.tick(nineInUae(addDays(validThrough, -6)));
    await ctx.app.scheduler.tick(nineInUae(addDays(validThrough, -1)));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(staff.email)).toHaveLength(1);
    expect(mailsFor(disabled.email)).toHaveLength(0);

    // Extended by a month: told again a week before the new date.
    const later = addDays(validThrough, 30);
    expect((await admin('PUT', `/${job._id}`, jobInput('Spa Therapist', later))).statusCode).toBe(200);
    await ctx.app.scheduler.tick(nineInUae(addDays(later, -7)));
    await smtp.waitFor(staff.email, new RegExp(`^Closing on .*${new Date(later).getUTCFullYear()}: Spa Therapist`));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(staff.email)).toHaveLength(2);
  });

  it('keeps a reminder the mail server refused in the outbox and sends it once the server takes it again', async () => {
    const validThrough = addDays(today, 90);
    const job = await createJob('Pool Attendant', validThrough);
    const subject = /^Closing on .*: Pool Attendant at Corniche Hotel$/;
    smtp.refuse(true);
    try {
      const told = await mailJobsClosingSoon(ctx.app, nineInUae(addDays(validThrough, -7)));
      expect(told.jobs).toBeGreaterThanOrEqual(1);
      await until(async () => (await outboxTo(ctx.app, staff.email)).some((m) => m.lastError));
    } finally {
      smtp.refuse(false);
    }
    // Recorded with its mails: the next day's run does not queue it again; the outbox retries it.
    expect((await mailJobsClosingSoon(ctx.app, nineInUae(addDays(validThrough, -6)))).jobs).toBe(0);
    await ctx.app.mailer.deliverDue(new Date(Date.now() + 60 * 60_000));
    const mail = await smtp.waitFor(staff.email, subject);
    expect(mail.text).toContain(`/admin/jobs/${job._id}`);
    // Sent once it went out: not again the day after.
    const mailsBefore = smtp.mails.filter((m) => m.to === staff.email && subject.test(m.subject)).length;
    await mailJobsClosingSoon(ctx.app, nineInUae(addDays(validThrough, -5)));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to === staff.email && subject.test(m.subject))).toHaveLength(mailsBefore);
  });
});
