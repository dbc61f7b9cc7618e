import type { FastifyInstance } from 'fastify';
import { addDays, uaeToday } from '@contracts/uae-time';
import { published } from '../../read-model/published';
import { jobExpiryMails } from '../mail/job-expiry';
import {
  closeJobsValidBefore,
  findJobsClosingBetween,
  findStaffEmails,
  forgetExpiryNotice,
  recordExpiryNotice,
} from './repository';

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
 * When none of an opening's mails could be sent (the mail server down), its notice is forgotten
 * and the next day's run sends it again, while the week lasts.
 */
export async function mailJobsClosingSoon(app: FastifyInstance, now: Date) {
  const today = uaeToday(now);
  const jobs = await findJobsClosingBetween(app.db, today, addDays(today, expiryNoticeDays));
  const staff = jobs.length > 0 ? await findStaffEmails(app.db) : [];
  const report = { jobs: 0, mails: 0, mailsFailed: 0 };
  for (const job of jobs) {
    // Recorded before sending: two runs at once (two instances) never both send it.
    if (!(await recordExpiryNotice(app.db, job.id, job.validThrough))) continue;
    const mail = jobExpiryMails.closesSoon(job, `${app.config.PUBLIC_URL}/admin/jobs/${job.id}`);
    const sent = await Promise.allSettled(staff.map((to) => app.mailer.deliver({ to, ...mail })));
    const delivered = sent.filter((s) => s.status === 'fulfilled').length;
    report.mails += delivered;
    report.mailsFailed += sent.length - delivered;
    if (delivered > 0 || staff.length === 0) report.jobs += 1;
    else await forgetExpiryNotice(app.db, job.id, job.validThrough);
  }
  return report;
}
