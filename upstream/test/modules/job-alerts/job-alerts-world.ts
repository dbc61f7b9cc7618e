import { expect } from 'vitest';
import { jobAlertMessages } from '@contracts/job-alerts/alert';
import { sendJobAlertDigests } from '../../../src/modules/job-alerts/digest';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups } from '../../helpers/lookups';
import { startMailCatcher, type CaughtMail } from '../../helpers/mail-catcher';
import { outboxDrained } from '../../helpers/outbox';

/**
 * The API with a mail catcher, staff and the seeded lookups, and what the job alert tests do with it:
 * save an alert, confirm or stop one by its token, publish a job, run the digest and read the mails it
 * sent; `close` stops the API and the mail catcher.
 */
export async function jobAlertsWorld() {
  const smtp = await startMailCatcher();
  const publicUrl = 'https://careers.example';
  const ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  const staff = await createAccount(ctx, 'Admin');
  const lookups = await readLookups(ctx);

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
  async function publishJob(
    fields: { title?: string; position?: number; location?: number; description?: string } = {},
  ) {
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

  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return {
    ctx,
    smtp,
    staff,
    publicUrl,
    position,
    location,
    visitorEmail,
    createAlert,
    confirm,
    unsubscribe,
    publishJob,
    mailsTo,
    digestsTo,
    digest,
    candidateWithAlert,
    jobLinks,
    close,
  };
}
