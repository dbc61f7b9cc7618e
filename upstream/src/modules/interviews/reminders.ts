import { formatInterviewTime } from '@contracts/interviews/time';
import type { AppContext } from '../../context';
import { interviewMails } from '../mail';
import { queueCandidateInterviewMessage } from './candidate-texts';
import { candidateLabel, pageOf, recipientsOf, slotDetails } from './invites';
import { claimReminders, findInvitationDetail, findSlot } from './repository';

/**
 * The scheduler's task: reminders 24 h and 1 h before each booked interview, to the candidate, the
 * contacts and staff. Each is claimed by an UPDATE in the transaction that stores its mails, so it
 * goes once, and a claim never commits without them.
 */
export async function remindInterviews(ctx: AppContext, now: Date) {
  const counts = { day: 0, hour: 0 };
  for (const which of ['24h', '1h'] as const) {
    counts[which === '24h' ? 'day' : 'hour'] = await ctx.db.transaction(async (tx) => {
      let reminded = 0;
      for (const id of await claimReminders(tx, which, now)) {
        const detail = await findInvitationDetail(tx, id);
        const slot = detail?.invitation.slotId ? await findSlot(tx, detail.invitation.slotId) : undefined;
        if (!detail || !slot) continue;
        const people = await recipientsOf(ctx, tx, detail);
        const when = formatInterviewTime(slot.startsAt);
        const mailOf = (audience: 'candidate' | 'employer' | 'staff', to: string, greeting: string) => ({
          to,
          ...interviewMails.reminder(
            greeting,
            candidateLabel(audience, detail),
            detail.position,
            when,
            which,
            slotDetails(slot),
            pageOf(ctx, audience, detail),
          ),
        });
        // The candidate's may go by WhatsApp or SMS (opted in), falling back to the mail.
        const candidateMail = mailOf('candidate', people.candidate, `Hello ${detail.application.name},`);
        const link = pageOf(ctx, 'candidate', detail);
        await queueCandidateInterviewMessage(ctx, tx, 'interviewReminder', detail, slot, candidateMail, link, now);
        for (const contact of people.contacts) await ctx.mailer.queueIn(tx, mailOf('employer', contact, 'Hello,'));
        await ctx.mailer.queueIn(tx, mailOf('staff', people.staff, 'Hello,'));
        reminded += 1;
      }
      return reminded;
    });
  }
  return counts;
}
