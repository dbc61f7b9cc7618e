import { smsTime } from '@contracts/text-messages/message-kinds';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import type { InvitationDetail, SlotRow } from './repository';

/**
 * The candidate's booked or reminder mail through the messenger: by WhatsApp or SMS when their
 * number opted in (message-kinds.ts), the mail otherwise or when the channel fails.
 */
export async function queueCandidateInterviewMessage(
  ctx: AppContext,
  tx: Database,
  kind: 'interviewBooked' | 'interviewReminder',
  detail: InvitationDetail,
  slot: SlotRow,
  mail: MailMessage,
  link: string,
  now?: Date,
) {
  const userId = detail.application.userId;
  await ctx.messenger.queueToAccount(tx, kind, {
    userId,
    mail,
    // Interviews come before departure: the candidate is in Manila.
    params: {
      position: detail.position ?? 'job',
      when: smsTime(slot.startsAt, 'Asia/Manila'),
      link,
    },
    zone: 'Asia/Manila',
    now,
  });
}
