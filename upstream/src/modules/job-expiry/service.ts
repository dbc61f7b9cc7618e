import type { FastifyInstance } from 'fastify';
import { addDays, uaeToday } from '@contracts/uae-time';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { jobExpiryMails } from '../mail/job-expiry';
import { closeJobsValidBefore, findJobsClosingBetween, findStaffEmails, recordExpiryNotice } from './repository';

/** How many days ahead staff are told that an opening closes. */
export const expiryNoticeDays = 7;

/**
 * Closes the openings whose valid-through day has ended in the UAE (scheduled every minute), then
 * drops them from the public reads and asks the website to regenerate its job pages and sitemap.
 */
export async function closeExpiredJobs(app: FastifyInstance, now: Date) {
  const closed = await closeJobsValidBefore(app.db, uaeToday(now), now);
  if (closed.length > 0) {
    await app.readModel.changed('jobs');
    revalidateWebsite(app.config, app.log, ['jobs']);
  }
  return { closed: closed.length };
}

/**
 * Mails every staff account about each active opening whose last valid day is within the next
 * week, once per opening and valid-through date (a later date is told again a week before it).
 */
export async function mailJobsClosingSoon(app: FastifyInstance, now: Date) {
  const today = uaeToday(now);
  const jobs = await findJobsClosingBetween(app.db, today, addDays(today, expiryNoticeDays));
  const staff = jobs.length > 0 ? await findStaffEmails(app.db) : [];
  let notified = 0;
  for (const job of jobs) {
    // Recorded before sending: a crash between the two loses a reminder rather than sending it twice.
    if (!(await recordExpiryNotice(app.db, job.id, job.validThrough))) continue;
    const mail = jobExpiryMails.closesSoon(job, `${app.config.PUBLIC_URL}/admin/jobs/${job.id}`);
    for (const to of staff) app.mailer.queue({ to, ...mail });
    notified += 1;
  }
  return { jobs: notified, mails: notified * staff.length };
}
