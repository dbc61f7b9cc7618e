import { formatInterviewTime } from '@contracts/interview-time';
import type { AppContext } from '../../context';
import { interviewMails } from '../mail/interviews';
import { candidateLabel, pageOf, recipientsOf, slotDetails } from './invites';
import { claimReminders, findInvitationDetail, findSlot } from './repository';

/**
 * The scheduler's task: reminders 24 h and 1 h before each booked interview, to the candidate, the
 * contacts and staff. Each is claimed by an UPDATE before it is mailed, so it goes once.
 */
export async function remindInterviews(ctx: AppContext, now: Date) {
  const counts = { day: 0, hour: 0 };
  for (const which of ['24h', '1h'] as const) {
    for (const id of await claimReminders(ctx.db, which, now)) {
      const detail = await findInvitationDetail(ctx.db, id);
      const slot = detail?.invitation.slotId ? await findSlot(ctx.db, detail.invitation.slotId) : undefined;
      if (!detail || !slot) continue;
      const people = await recipientsOf(ctx, detail);
      const when = formatInterviewTime(slot.startsAt);
      const send = (audience: 'candidate' | 'employer' | 'staff', to: string, greeting: string) =>
        ctx.mailer.queue({
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
      send('candidate', people.candidate, `Hello ${detail.application.name},`);
      for (const contact of people.contacts) send('employer', contact, 'Hello,');
      send('staff', people.staff, 'Hello,');
      counts[which === '24h' ? 'day' : 'hour'] += 1;
    }
  }
  return counts;
}
