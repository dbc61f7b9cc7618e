import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from '../content';
import { employerPortalMails } from '../mail';
import { findContactEmails } from '../clients';
import { claimDueReminders, countUndecided } from './reminder-repository';
import { portalShortlistUrl } from './send';

/** Shortlists reminded per run: the rest wait for the next hour. */
const batch = 200;

/**
 * The scheduled reminder: a shortlist sent more than `shortlistReminderDays` (site settings) ago that
 * still has undecided candidates reminds its client's contacts by mail, once: claimed by an UPDATE in
 * the transaction that stores its mails in the outbox, so two instances never both send it and a
 * claim never commits without its mails.
 */
export async function remindUndecidedShortlists(app: FastifyInstance, now: Date) {
  const { shortlistReminderDays } = await getSiteSettings(app.db);
  return app.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, new Date(now.getTime() - shortlistReminderDays * 86_400_000), batch);
    const report = { shortlists: due.length, mails: 0 };
    for (const shortlist of due) {
      const contacts = await findContactEmails(tx, shortlist.clientId);
      const awaiting = await countUndecided(tx, shortlist.id);
      const mail = employerPortalMails.shortlistReminder(
        shortlist.title,
        awaiting,
        portalShortlistUrl(app, shortlist.id),
      );
      for (const to of contacts) await app.mailer.queueIn(tx, { to, ...mail });
      report.mails += contacts.length;
    }
    return report;
  });
}
