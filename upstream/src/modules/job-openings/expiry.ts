import type { FastifyInstance } from 'fastify';
import { addDays, uaeToday } from '@shared/uae-time';
import { published } from '../../read-model/published';
import { jobExpiryMails } from '../mail';
import { closeJobsValidBefore, findJobsClosingBetween, findStaffEmails, recordExpiryNotice } from './expiry-repository';

/** How many days ahead staff are told that an opening closes. */
export const expiryNoticeDays = 7;

/**
 * Closes the openings whose valid-through day has ended in the UAE (scheduled every minute), then
 * drops them from the public reads and asks the website to regenerate its job pages and sitemap.
 */
export async function closeExpiredJobs(app: FastifyInstance, now: Date) {
  const closed = await closeJobsValidBefore(app.db, uaeToday(now), now);
  if (closed.length > 0) {
    await published(app, 'jobs');
  }
  return { closed: closed.length };
}

/**
 * Mails every staff account about each active opening whose last valid day is within the next
 * week, once per opening and valid-through date (a later date is told again a week before it).
 * The notice is recorded in the transaction that stores its mails in the outbox, which retries a
 * mail the server refuses: two runs at once (two instances) never both send it, and none is lost.
 */
export async function mailJobsClosingSoon(app: FastifyInstance, now: Date) {
  const today = uaeToday(now);
  const jobs = await findJobsClosingBetween(app.db, today, addDays(today, expiryNoticeDays));
  const staff = jobs.length > 0 ? await findStaffEmails(app.db) : [];
  const report = { jobs: 0, mails: 0 };
  for (const job of jobs) {
    const told = await app.db.transaction(async (tx) => {
      if (!(await recordExpiryNotice(tx, job.id, job.validThrough))) return false;
      const mail = jobExpiryMails.closesSoon(job, `${app.config.PUBLIC_URL}/admin/jobs/${job.id}`);
      for (const to of staff) await app.mailer.queueIn(tx, { to, ...mail });
      return true;
    });
    if (!told) continue;
    report.jobs += 1;
    report.mails += staff.length;
  }
  return report;
}
