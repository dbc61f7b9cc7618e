import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applications } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let jobs: { _id: string; isApplied: boolean }[];

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, AGENCY_INBOX: 'inbox@agency.test' } });
  jobs = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const apply = (account: TestAccount, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload: payload as object, headers: account.auth });

describe('POST /api/apply-job', () => {
  it('stores an application, mails the candidate and the agency, and marks the job applied for that user only', async () => {
    const candidate = await createAccount(ctx, 'User');
    const other = await createAccount(ctx, 'User');
    const job = jobs[1]!;
    const res = await apply(candidate, { jobId: job._id, ...(await validApplication(ctx, candidate)) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Application Submitted Successfully',
      data: { _id: expect.any(String) },
    });

    const [stored] = await ctx.app.db.select().from(applications).where(eq(applications.id, res.json().data._id));
    expect(stored).toMatchObject({
      jobOpeningId: job._id,
      passportNumber: 'P1234567',
      stage: 'New',
      experienceInYears: 4,
    });

    await smtp.waitFor(candidate.email, /We received your application/);
    await smtp.waitFor('inbox@agency.test', /New application/);

    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1', headers: candidate.auth })
    ).json().data;
    expect(mine.find((j: { _id: string }) => j._id === job._id).isApplied).toBe(true);
    const one = (
      await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${job._id}`, headers: candidate.auth })
    ).json().data;
    expect(one.isApplied).toBe(true);
    const theirs = (
      await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${job._id}`, headers: other.auth })
    ).json().data;
    expect(theirs.isApplied).toBe(false);
  });

  it('answers 409 to a second application to the same job', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = { jobId: jobs[2]!._id, ...(await validApplication(ctx, candidate)) };
    expect((await apply(candidate, payload)).statusCode).toBe(201);
    const again = await apply(candidate, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied for this job.' });
  });

  it('lets exactly one of five simultaneous applications to one job through', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = { jobId: jobs[3]!._id, ...(await validApplication(ctx, candidate)) };
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(candidate, payload)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await ctx.app.db.select().from(applications).where(eq(applications.userId, candidate.id));
    expect(rows).toHaveLength(1);
  });

  it('accepts general applications, with or without a position', async () => {
    const candidate = await createAccount(ctx, 'User');
    const positions = (await ctx.app.inject({ method: 'GET', url: '/api/position' })).json().data;
    const base = await validApplication(ctx, candidate);
    expect((await apply(candidate, { ...base, appliedFor: positions[0]._id })).statusCode).toBe(201);
    expect((await apply(candidate, base)).statusCode).toBe(201);
  });

  it('refuses a resume or video that another candidate uploaded', async () => {
    const thief = await createAccount(ctx, 'User');
    const victim = await createAccount(ctx, 'User');
    const victims = await validApplication(ctx, victim);
    const res = await apply(thief, { ...(await validApplication(ctx, thief)), resume: victims.resume });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ resume: 'Please upload your resume again.' });
    const noVideo = await apply(thief, { ...(await validApplication(ctx, thief)), video: victims.video });
    expect(noVideo.json().errors).toEqual({ video: 'Please record a short video introduction.' });
  });

  it('answers 404 for an unknown or inactive job, and stores nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening' })).json().data;
    const inactive = all.find((j: { isActive: boolean }) => !j.isActive);
    const payload = await validApplication(ctx, candidate);
    for (const jobId of [inactive._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await apply(candidate, { ...payload, jobId });
      expect(res.statusCode).toBe(404);
    }
    expect(await ctx.app.db.select().from(applications).where(eq(applications.userId, candidate.id))).toHaveLength(0);
  });
});

describe('the dates a candidate may choose, by the clock of every real time zone', () => {
  const hourMs = 60 * 60 * 1000;
  const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // The next 05:00 UTC: already today in Manila and Dubai, still yesterday in UTC-12.
  const now = Math.ceil((Date.now() - 5 * hourMs) / (24 * hourMs)) * 24 * hourMs + 5 * hourMs;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('accepts the date in UTC-12 as today and the UTC date as the earliest passport expiry', async () => {
    const candidate = await createAccount(ctx, 'User');
    const dates = { availableToStart: isoDate(now - 12 * hourMs), passportExpiry: isoDate(now) };
    const res = await apply(candidate, await validApplication(ctx, candidate, dates));
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 to a date that is past in every time zone, and to an expiry that is today somewhere', async () => {
    const candidate = await createAccount(ctx, 'User');
    const dates = { availableToStart: isoDate(now - 36 * hourMs), passportExpiry: isoDate(now - 12 * hourMs) };
    const res = await apply(candidate, await validApplication(ctx, candidate, dates));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      availableToStart: 'Availability date cannot be in the past',
      passportExpiry: 'Passport expiry must be from tomorrow onwards',
    });
  });
});
