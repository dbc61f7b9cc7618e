import { jobAlertRules } from '@contracts/job-alert';
import { uaeToday } from '@contracts/uae-time';
import type { FastifyInstance } from 'fastify';
import { findJobLocations } from '../job-openings/repository';
import { jobAlertMails, unsubscribeHeaders } from '../mail/job-alert-templates';
import { alertLinks } from './links';
import {
  deleteExpiredPending,
  findAlertsWithNewJobs,
  findNewJobs,
  forgetDeliveries,
  lockConfirmedAlert,
  lookupNames,
  recordDeliveries,
  updateAlert,
  type JobAlertRow,
} from './repository';
import { alertFilter, searchLabel, searchUrl } from './search';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

type DigestJob = Awaited<ReturnType<typeof findNewJobs>>[number];

/**
 * The daily job alert mails (the scheduler runs it once a day): to each confirmed alert, one mail
 * with the jobs published since it was confirmed that no earlier mail of it carried, or none when
 * there is nothing new. The jobs are recorded (unique per alert and job, with the alert's
 * lastSentAt) in one transaction before the mail goes, under a lock on the alert, so neither a
 * restart nor two runs at once send a job twice; a mail that fails is forgotten so the next run
 * tries again. Also drops visitors' alerts whose confirmation link expired.
 */
export async function sendJobAlertDigests(app: FastifyInstance, now: Date): Promise<Record<string, number>> {
  const report = { alertsChecked: 0, mailsSent: 0, jobsMailed: 0, mailsFailed: 0, unconfirmedRemoved: 0 };
  report.unconfirmedRemoved = await deleteExpiredPending(app.db, now);
  // The job expiry's clock: an opening is valid through its validThrough day in the UAE.
  const today = uaeToday(now);

  for (const alertId of await findAlertsWithNewJobs(app.db, now, today)) {
    report.alertsChecked += 1;
    const batch = await app.db.transaction(async (tx) => {
      const alert = await lockConfirmedAlert(tx, alertId);
      if (!alert) return null;
      const found = await findNewJobs(tx, alert, alertFilter(alert), now, today);
      const recorded = new Set(
        await recordDeliveries(
          tx,
          alert.id,
          found.map((job) => job.id),
          now,
        ),
      );
      const jobs = found.filter((job) => recorded.has(job.id));
      if (jobs.length === 0) return null;
      await updateAlert(tx, alert.id, { lastSentAt: now });
      return { alert, jobs };
    });
    if (!batch) continue;

    try {
      await app.mailer.deliver(await digestMail(app, batch.alert, batch.jobs));
      report.mailsSent += 1;
      report.jobsMailed += batch.jobs.length;
    } catch (err) {
      app.log.error({ err, alertId }, 'job alert mail could not be sent; its jobs stay new');
      await forgetDeliveries(
        app.db,
        alertId,
        batch.jobs.map((job) => job.id),
      );
      report.mailsFailed += 1;
    }
  }
  return report;
}

async function digestMail(app: FastifyInstance, alert: JobAlertRow, jobs: DigestJob[]) {
  const links = alertLinks(app.config);
  const names = await lookupNames(app.db, alert.positionId, alert.locationId);
  const listed = jobs.slice(0, jobAlertRules.jobsPerMail);
  const locations = await findJobLocations(
    app.db,
    listed.map((job) => job.id),
  );
  const more = jobs.length - listed.length;
  const token = signUnsubscribeToken(await unsubscribeKey(app), alert.id);
  return {
    to: alert.email,
    ...jobAlertMails.digest(
      searchLabel(alert, names),
      listed.map((job) => ({
        title: job.title,
        companyName: job.companyName,
        locations: locations.filter((l) => l.jobOpeningId === job.id).map((l) => l.name),
        url: links.job(job.slug),
      })),
      more > 0 ? { count: more, url: searchUrl(app.config.PUBLIC_URL, alert, names) } : undefined,
      links.unsubscribePage(token),
    ),
    headers: unsubscribeHeaders(links.oneClick(token)),
  };
}
