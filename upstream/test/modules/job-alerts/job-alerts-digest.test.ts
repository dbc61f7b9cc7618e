import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { jobAlertDeliveries, jobAlerts, jobOpenings } from '../../../src/db/schema';
import { sendJobAlertDigests } from '../../../src/modules/job-alerts/digest';
import { linkIn } from '../../helpers/mail-catcher';
import { failAfterNextQueue, outboxTo, until } from '../../helpers/outbox';
import { jobAlertsWorld } from './job-alerts-world';

const { ctx, smtp, publicUrl, position, location, publishJob, digestsTo, digest, candidateWithAlert, jobLinks, close } =
  await jobAlertsWorld();
afterAll(close);

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
