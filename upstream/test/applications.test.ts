import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { validApplication } from './helpers/application';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';

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

describe('the availability date', () => {
  it('accepts a date that is still today somewhere on earth though already past in UTC, and refuses one past everywhere', async () => {
    const utcToday = new Date().toISOString().slice(0, 10);
    // 05:00 UTC: in UTC-12 (and in Hawaii, UTC-10) it is still the day before.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcToday}T05:00:00Z`) });
    try {
      const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const candidate = await createAccount(ctx, 'User');
      const stillToday = await apply(
        candidate,
        await validApplication(ctx, candidate, { availableToStart: dayBefore(1) }),
      );
      expect(stillToday.statusCode, stillToday.body).toBe(201);
      const past = await apply(candidate, await validApplication(ctx, candidate, { availableToStart: dayBefore(2) }));
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual({ availableToStart: 'Availability date cannot be in the past' });
    } finally {
      vi.useRealTimers();
    }
  });
});
