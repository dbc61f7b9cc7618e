import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from '../content/service';
import { employerPortalMails } from '../mail/employer-portal';
import { claimDueReminders, countUndecided, findContactEmails } from './repository';
import { portalShortlistUrl } from './send';

/** Shortlists reminded per run: the rest wait for the next hour. */
const batch = 200;

/**
 * The scheduled reminder: a shortlist sent more than `shortlistReminderDays` (site settings) ago that
 * still has undecided candidates reminds its client's contacts by mail, once (claimed atomically
 * before mailing, so two instances never both send it; a mail that fails is not sent again).
 */
export async function remindUndecidedShortlists(app: FastifyInstance, now: Date) {
  const { shortlistReminderDays } = await getSiteSettings(app.db);
  const due = await claimDueReminders(app.db, new Date(now.getTime() - shortlistReminderDays * 86_400_000), batch);
  const report = { shortlists: due.length, mails: 0, mailsFailed: 0 };
  for (const shortlist of due) {
    const [contacts, awaiting] = await Promise.all([
      findContactEmails(app.db, shortlist.clientId),
      countUndecided(app.db, shortlist.id),
    ]);
    const mail = employerPortalMails.shortlistReminder(
      shortlist.title,
      awaiting,
      portalShortlistUrl(app, shortlist.id),
    );
    const sent = await Promise.allSettled(contacts.map((to) => app.mailer.deliver({ to, ...mail })));
    const delivered = sent.filter((s) => s.status === 'fulfilled').length;
    report.mails += delivered;
    report.mailsFailed += sent.length - delivered;
  }
  return report;
}
