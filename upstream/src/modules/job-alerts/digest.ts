import { jobAlertRules } from '@contracts/job-alerts/alert';
import { uaeToday } from '@shared/uae-time';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { findJobLocations } from '../job-openings';
import { jobAlertMails, unsubscribeHeaders } from '../mail';
import { alertLinks } from './links';
import {
  deleteExpiredPending,
  findAlertsWithNewJobs,
  findNewJobs,
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
 * lastSentAt) in the transaction that stores the mail in the outbox, under a lock on the alert, so
 * neither a restart nor two runs at once send a job twice, and no job is recorded without its mail
 * (the outbox retries a mail the server refused). Also drops visitors' alerts whose confirmation link expired.
 */
export async function sendJobAlertDigests(app: FastifyInstance, now: Date): Promise<Record<string, number>> {
  const report = { alertsChecked: 0, mailsQueued: 0, jobsMailed: 0, unconfirmedRemoved: 0 };
  report.unconfirmedRemoved = await deleteExpiredPending(app.db, now);
  // The job expiry's clock: an opening is valid through its validThrough day in the UAE.
  const today = uaeToday(now);

  for (const alertId of await findAlertsWithNewJobs(app.db, now, today)) {
    report.alertsChecked += 1;
    const mailed = await app.db.transaction(async (tx) => {
      const alert = await lockConfirmedAlert(tx, alertId);
      if (!alert) return 0;
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
      if (jobs.length === 0) return 0;
      await updateAlert(tx, alert.id, { lastSentAt: now });
      await app.mailer.queueIn(tx, await digestMail(app, tx, alert, jobs));
      return jobs.length;
    });
    if (mailed === 0) continue;
    report.mailsQueued += 1;
    report.jobsMailed += mailed;
  }
  return report;
}

async function digestMail(app: FastifyInstance, tx: Database, alert: JobAlertRow, jobs: DigestJob[]) {
  const links = alertLinks(app.config);
  const names = await lookupNames(tx, alert.positionId, alert.locationId);
  const listed = jobs.slice(0, jobAlertRules.jobsPerMail);
  const locations = await findJobLocations(
    tx,
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
