import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertMessages, jobAlertRules } from '@contracts/job-alerts/alert';
import { buildApp } from '../../../src/app';
import { jobAlertDeliveries, jobAlerts, jobOpenings } from '../../../src/db/schema';
import { sendJobAlertDigests } from '../../../src/modules/job-alerts/digest';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';
import { linkIn, startMailCatcher, type CaughtMail, type MailCatcher } from '../../helpers/mail-catcher';
import { failAfterNextQueue, outboxDrained, outboxTo, until } from '../../helpers/outbox';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let lookups: SeededLookups;
const publicUrl = 'https://careers.example';

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const position = (i: number) => lookups.position[i]!;
const location = (i: number) => lookups['preffered-location'][i]!;
let visitorCount = 0;
const visitorEmail = () => `visitor-${(visitorCount += 1)}-${Date.now()}@example.com`;

const createAlert = (payload: object, account?: TestAccount) =>
  ctx.app.inject({ method: 'POST', url: '/api/job-alerts', payload, headers: account?.auth });
const post = (url: string, token: string) => ctx.app.inject({ method: 'POST', url, payload: { token } });
const confirm = (token: string) => post('/api/job-alerts/confirm', token);
const unsubscribe = (token: string) => post('/api/job-alerts/unsubscribe', token);

let jobCount = 0;
/** A job opening published now through the back office's API. */
async function publishJob(fields: { title?: string; position?: number; location?: number; description?: string } = {}) {
  jobCount += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/job-openings',
    headers: staff.auth,
    payload: {
      ...jobOrderFields(),
      title: fields.title ?? `Alert Test Role ${jobCount}`,
      companyName: `Alert Employer ${jobCount}`,
      position: position(fields.position ?? 0)._id,
      locations: [location(fields.location ?? 0)._id],
      salaryBudget: lookups['salary-budget'][0]!._id,
      description: `<p>${fields.description ?? 'Daily work.'}</p>`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; slug: string; title: string };
}

/** The mails caught so far to one address, oldest first. */
const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to === to);
const digestsTo = (to: string) => mailsTo(to).filter((mail) => /new jobs? for your alert/.test(mail.subject));

/** Runs the digest and waits until its mails have reached the catcher. */
async function digest(app = ctx.app, now = new Date()) {
  const report = await sendJobAlertDigests(app, now);
  await outboxDrained(ctx.app);
  return report;
}

/** A candidate with a confirmed alert on this search (signed-in candidates need no confirmation). */
async function candidateWithAlert(search: object) {
  const candidate = await createAccount(ctx, 'User');
  const res = await createAlert(search, candidate);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({
    message: jobAlertMessages.savedForCandidate,
    data: { _id: expect.any(String), confirmed: true },
  });
  await smtp.waitFor(candidate.email, /Your job alert is on/);
  return { candidate, alertId: res.json().data._id as string };
}

const jobLinks = (mail: CaughtMail) =>
  [...mail.text.matchAll(/https:\/\/careers\.example\/candidates\/(\S+)/g)].map((m) => m[1]);

describe('a visitor saves a job alert (double opt-in)', () => {
  it('mails a confirmation link, sends no digest before it is followed, and the link works once', async () => {
    const email = visitorEmail();
    const res = await createAlert({ email: email.toUpperCase(), q: 'Barista!!', position: position(1)._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: jobAlertMessages.confirmSent,
      data: { _id: expect.any(String), confirmed: false },
    });
    const mail = await smtp.waitFor(email, /Confirm your job alert/);
    expect(mail.text).toContain(`${position(1).name}, "barista"`);
    const link = linkIn(mail, `${publicUrl}/job-alerts/confirm?token=`);
    const [stored] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    // Only the token's hash is stored.
    expect(stored!.confirmTokenHash).not.toBe(link.searchParams.get('token'));
    expect(stored!.confirmedAt).toBeNull();

    await publishJob({ title: 'Barista Before Confirmation', position: 1 });
    await digest();
    expect(digestsTo(email)).toEqual([]);

    const confirmed = await confirm(link.searchParams.get('token')!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: jobAlertMessages.confirmed });
    await smtp.waitFor(email, /Your job alert is on/);
    const again = await confirm(link.searchParams.get('token')!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(jobAlertMessages.badConfirmLink);

    // Jobs published before the confirmation are not new to it; one published after is.
    const after = await publishJob({ title: 'Barista After Confirmation', position: 1 });
    expect((await digest()).mailsQueued).toBeGreaterThanOrEqual(1);
    const [sent] = digestsTo(email);
    expect(jobLinks(sent!)).toEqual([after.slug]);
  });

  it('refuses forged, altered and expired confirmation tokens', async () => {
    const email = visitorEmail();
    expect((await createAlert({ email, q: 'sommelier' })).statusCode).toBe(201);
    const token = linkIn(
      await smtp.waitFor(email, /Confirm your job alert/),
      `${publicUrl}/job-alerts/confirm?token=`,
    ).searchParams.get('token')!;
    for (const forged of ['x'.repeat(43), `${token.slice(0, -2)}AA`, 'a'.repeat(201), '']) {
      const res = await confirm(forged);
      expect(res.statusCode, forged).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token: 42 } })).statusCode,
    ).toBe(400);
    await ctx.app.db
      .update(jobAlerts)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobAlerts.email, email));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(jobAlertMessages.badConfirmLink);
    // The digest drops visitors' alerts never confirmed in time.
    const report = await digest();
    expect(report.unconfirmedRemoved).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const email = visitorEmail();
    const cases: object[] = [
      {},
      { q: 'waiter' },
      { email: 'not-an-email' },
      { email, position: 'not-a-uuid' },
      { email, position: '00000000-0000-4000-8000-000000000000' },
      { email, location: location(0)._id.replace(/.$/, 'x') },
      { email, q: 'w'.repeat(101) },
      { email, q: ['waiter'] },
    ];
    for (const payload of cases) {
      const res = await createAlert(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it('keeps one alert per search and email, and at most the maximum per email, even when asked at once', async () => {
    const email = visitorEmail();
    expect((await createAlert({ email, q: 'chef' })).statusCode).toBe(201);
    // The same search again (written differently) is the same alert: no second row, no second mail within minutes.
    expect((await createAlert({ email, q: '  CHEF ' })).statusCode).toBe(201);
    await smtp.waitFor(email, /Confirm your job alert/);
    const attempts = await Promise.all(
      Array.from({ length: jobAlertRules.maxPerEmail + 3 }, (_, i) => createAlert({ email, q: `cook${i}` })),
    );
    const rows = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(rows).toHaveLength(jobAlertRules.maxPerEmail);
    const refused = attempts.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(jobAlertMessages.tooMany);
    expect(mailsTo(email).filter((m) => /Confirm/.test(m.subject)).length).toBeLessThanOrEqual(
      jobAlertRules.maxPerEmail,
    );
  });

  it('answers 409 to a candidate saving the same search twice, and 403 to an employer', async () => {
    const { candidate } = await candidateWithAlert({ location: location(1)._id });
    const again = await createAlert({ location: location(1)._id }, candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobAlertMessages.duplicate);
    const employer = await createAccount(ctx, 'Employer');
    const res = await createAlert({ q: 'waiter', email: visitorEmail() }, employer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(jobAlertMessages.notCandidate);
  });
});

describe('the daily digest', () => {
  it('mails each alert only the new active, unexpired jobs matching every filter, once, and nothing when nothing is new', async () => {
    const byPosition = await candidateWithAlert({ position: position(2)._id });
    const byLocation = await candidateWithAlert({ location: location(3)._id });
    const byText = await candidateWithAlert({ q: 'Zanzibarine' });
    const byAll = await candidateWithAlert({ q: 'Zanzibarine', position: position(2)._id, location: location(3)._id });

    const positionJob = await publishJob({ position: 2, location: 0 });
    const locationJob = await publishJob({ position: 0, location: 3 });
    const textJob = await publishJob({ position: 0, location: 0, description: 'Serve Zanzibarine coffee.' });
    const allJob = await publishJob({ title: 'Zanzibarine Host', position: 2, location: 3 });
    await publishJob({ position: 4, location: 4 });
    const inactive = await publishJob({ position: 2, location: 3, title: 'Zanzibarine Inactive' });
    await ctx.app.db.update(jobOpenings).set({ isActive: false }).where(eq(jobOpenings.id, inactive._id));
    const expired = await publishJob({ position: 2, location: 3, title: 'Zanzibarine Expired' });
    await ctx.app.db.update(jobOpenings).set({ validThrough: '2020-01-01' }).where(eq(jobOpenings.id, expired._id));

    const report = await digest();
    expect(report.mailsQueued).toBeGreaterThanOrEqual(4);
    const only = async (email: string) => {
      const mails = digestsTo(email);
      expect(mails).toHaveLength(1);
      return jobLinks(mails[0]!).sort();
    };
    expect(await only(byPosition.candidate.email)).toEqual([positionJob.slug, allJob.slug].sort());
    expect(await only(byLocation.candidate.email)).toEqual([locationJob.slug, allJob.slug].sort());
    expect(await only(byText.candidate.email)).toEqual([textJob.slug, allJob.slug].sort());
    expect(await only(byAll.candidate.email)).toEqual([allJob.slug]);
    expect(digestsTo(byAll.candidate.email)[0]!.subject).toBe(
      `1 new job for your alert: ${position(2).name}, ${location(3).name}, "zanzibarine"`,
    );

    // Nothing new: no mail at all.
    const quiet = await digest();
    expect(quiet.jobsMailed).toBe(0);
    expect(digestsTo(byPosition.candidate.email)).toHaveLength(1);

    // One more job: the next mail carries it alone.
    const later = await publishJob({ position: 2, location: 1 });
    await digest();
    const mails = digestsTo(byPosition.candidate.email);
    expect(mails).toHaveLength(2);
    expect(jobLinks(mails[1]!)).toEqual([later.slug]);
    expect(digestsTo(byLocation.candidate.email)).toHaveLength(1);
  });

  it('carries List-Unsubscribe headers for one-click unsubscribe and an unsubscribe link in the body', async () => {
    const { candidate } = await candidateWithAlert({ position: position(5)._id });
    const job = await publishJob({ position: 5 });
    await digest();
    const [mail] = digestsTo(candidate.email);
    expect(jobLinks(mail!)).toEqual([job.slug]);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/careers\.example\/api\/job-alerts\/unsubscribe\?token=[\w-]+\.[\w-]{43}>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const page = linkIn(mail!, `${publicUrl}/job-alerts/unsubscribe?token=`);
    expect(mail!.html).toContain('/job-alerts/unsubscribe?token=');
    expect(page.searchParams.get('token')).toBe(
      new URL(mail!.headers['list-unsubscribe']!.slice(1, -1)).searchParams.get('token'),
    );
  });

  it('never mails a job twice when two digests run at once, or after a restart on the same database', async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(6)._id });
    const jobs = [await publishJob({ position: 6 }), await publishJob({ position: 6 })];

    // A second app on the same database, as after a restart or on a second instance.
    const second = await buildApp({ config: ctx.config, database: ctx.testDb.reopen(), logger: false });
    await second.ready();
    try {
      const reports = await Promise.all([digest(ctx.app), digest(second)]);
      const mailed = digestsTo(candidate.email);
      expect(mailed).toHaveLength(1);
      expect(jobLinks(mailed[0]!).sort()).toEqual(jobs.map((j) => j.slug).sort());
      expect(reports.reduce((n, r) => n + r.jobsMailed!, 0)).toBeGreaterThanOrEqual(2);
      const recorded = await ctx.app.db
        .select()
        .from(jobAlertDeliveries)
        .where(eq(jobAlertDeliveries.alertId, alertId));
      expect(recorded).toHaveLength(2);
      const [alert] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
      expect(alert!.lastSentAt).not.toBeNull();

      await digest(second);
      await digest(ctx.app);
      expect(digestsTo(candidate.email)).toHaveLength(1);
    } finally {
      if (ctx.testDb.url) await second.close();
    }
  });

  it('records no job and stores no mail when the digest fails after queueing, then mails it once', async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(7)._id });
    const job = await publishJob({ position: 7 });
    await smtp.waitFor(candidate.email, /Your job alert is on/);
    await until(async () => (await outboxTo(ctx.app, candidate.email)).length === 0);
    const failing = failAfterNextQueue(ctx.app);
    await expect(sendJobAlertDigests(ctx.app, new Date())).rejects.toThrow('failed after the mail was queued');
    failing.mockRestore();
    expect(await outboxTo(ctx.app, candidate.email)).toEqual([]);
    expect(await ctx.app.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alertId))).toEqual(
      [],
    );
    const [before] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect(before!.lastSentAt).toBeNull();

    // Refused by the server: the mail waits in the outbox and its jobs are not queued again.
    smtp.refuse(true);
    try {
      expect((await sendJobAlertDigests(ctx.app, new Date())).jobsMailed).toBeGreaterThanOrEqual(1);
      expect(await outboxTo(ctx.app, candidate.email)).toHaveLength(1);
      await until(async () => Boolean((await outboxTo(ctx.app, candidate.email))[0]?.lastError));
    } finally {
      smtp.refuse(false);
    }
    await sendJobAlertDigests(ctx.app, new Date());
    expect(await outboxTo(ctx.app, candidate.email)).toHaveLength(1);
    await ctx.app.mailer.deliverDue(new Date(Date.now() + 60 * 60_000));
    expect(await outboxTo(ctx.app, candidate.email)).toEqual([]);
    expect(digestsTo(candidate.email)).toHaveLength(1);
    expect(jobLinks(digestsTo(candidate.email)[0]!)).toEqual([job.slug]);
    await ctx.app.mailer.deliverDue(new Date(Date.now() + 120 * 60_000));
    expect(digestsTo(candidate.email)).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  it('works without login through POST with the signed token; GET does nothing; forged tokens are refused', async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(8)._id });
    const started = await smtp.waitFor(candidate.email, /Your job alert is on/);
    expect(started.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = linkIn(started, `${publicUrl}/job-alerts/unsubscribe?token=`).searchParams.get('token')!;

    const get = await ctx.app.inject({ method: 'GET', url: `/api/job-alerts/unsubscribe?token=${token}` });
    expect(get.statusCode).toBe(404);
    const [id, signature] = token.split('.');
    const other = (await candidateWithAlert({ position: position(9)._id })).alertId;
    for (const forged of [`${id}.${'A'.repeat(43)}`, `${other}.${signature}`, id!, `${token}.x`, 'nonsense']) {
      const res = await unsubscribe(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().message).toBe(jobAlertMessages.badUnsubscribeLink);
    }
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toHaveLength(1);

    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: jobAlertMessages.unsubscribed });
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toEqual([]);
    expect((await unsubscribe(token)).statusCode).toBe(200);

    await publishJob({ position: 8 });
    await digest();
    expect(digestsTo(candidate.email)).toEqual([]);
  });
});

describe("a candidate's own alerts", () => {
  it('lists and deletes only their own: another candidate gets 404, a visitor 401, an employer 403', async () => {
    const { candidate, alertId } = await candidateWithAlert({ q: 'housekeeping', location: location(2)._id });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        _id: alertId,
        q: 'housekeeping',
        position: null,
        location: { _id: location(2)._id, name: location(2).name },
        confirmed: true,
        createdAt: expect.any(String),
      },
    ]);

    const other = await createAccount(ctx, 'User');
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: other.auth });
    expect(theirs.json().data).toEqual([]);
    const steal = await ctx.app.inject({ method: 'DELETE', url: `/api/job-alerts/${alertId}`, headers: other.auth });
    expect(steal.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-alerts' })).statusCode).toBe(401);
    const employer = await createAccount(ctx, 'Employer');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: employer.auth })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/job-alerts/nope', headers: candidate.auth })).statusCode,
    ).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job-alerts/${alertId}`,
      headers: candidate.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: jobAlertMessages.deleted });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toEqual([]);
  });

  it("includes a visitor alert made with the candidate's own email", async () => {
    const candidate = await createAccount(ctx, 'User');
    expect((await createAlert({ email: candidate.email, q: 'steward' })).statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth });
    expect(list.json().data).toMatchObject([{ q: 'steward', confirmed: false }]);
  });
});

describe('staff', () => {
  const staffCall = (method: 'GET' | 'DELETE', url: string, account: TestAccount | null = staff) =>
    ctx.app.inject({ method, url: `/api/admin/job-alerts${url}`, headers: account?.auth ?? {} });

  it("find an address's alerts, candidates' and visitors', and stop one for the person who asks", async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(9)._id, q: 'sommelier' });
    const visitor = visitorEmail();
    expect((await createAlert({ email: visitor, q: 'butler' })).statusCode).toBe(201);

    const found = await staffCall('GET', `?email=${encodeURIComponent(candidate.email.toUpperCase())}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1 });
    expect(found.json().data).toEqual([
      {
        _id: alertId,
        email: candidate.email.toLowerCase(),
        forCandidate: true,
        q: 'sommelier',
        position: { _id: position(9)._id, name: position(9).name },
        location: null,
        confirmed: true,
        lastSentAt: null,
        createdAt: expect.any(String),
      },
    ]);
    const visitors = (await staffCall('GET', `?email=${encodeURIComponent(visitor)}`)).json().data;
    expect(visitors).toMatchObject([{ email: visitor, forCandidate: false, confirmed: false, q: 'butler' }]);
    // The address is matched literally: % and _ are not wildcards.
    expect((await staffCall('GET', '?email=%25')).json().total).toBe(0);
    // Newest first over everything when no address is given.
    const all = (await staffCall('GET', '?pageSize=2')).json();
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.data[0].email).toBe(visitor);

    const removed = await staffCall('DELETE', `/${alertId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: jobAlertMessages.deleted });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toEqual([]);
    expect((await staffCall('DELETE', `/${alertId}`)).statusCode).toBe(404);
  });

  it('are the only ones who see or stop alerts there; bad input is a 400', async () => {
    const { candidate, alertId } = await candidateWithAlert({ q: 'concierge' });
    expect((await staffCall('GET', '', null)).statusCode).toBe(401);
    expect((await staffCall('GET', '', candidate)).statusCode).toBe(403);
    expect((await staffCall('DELETE', `/${alertId}`, candidate)).statusCode).toBe(403);
    expect((await staffCall('DELETE', '/not-an-id')).statusCode).toBe(400);
    expect((await staffCall('GET', `?email=${'a'.repeat(300)}`)).statusCode).toBe(400);
    expect((await staffCall('GET', '?page=0')).statusCode).toBe(400);
    // Nothing was removed by the refused calls.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toHaveLength(1);
  });
});
