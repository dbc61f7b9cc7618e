import { deleteTextDataOf, findOptInChangesOf, findTextMessagesOf } from '../../text-messages';
import type { PrivacyPart } from './part';

/** SMS opt-ins and STOP/START replies (with the words shown or sent, and where), and the SMS sent or queued. */
export const textMessagesPart: PrivacyPart = {
  name: 'textMessages',
  async collect(db, userId) {
    const [changes, messages] = await Promise.all([findOptInChangesOf(db, userId), findTextMessagesOf(db, userId)]);
    return {
      data: {
        optInChanges: changes.map((row) => ({
          channel: row.channel,
          phoneNumber: row.phoneNumber,
          choice: row.choice,
          wording: row.wording,
          source: row.source,
          at: row.createdAt.toISOString(),
        })),
        messages: messages.map((row) => ({
          to: row.toNumber,
          text: row.body,
          state: row.state,
          failureReason: row.failureReason,
          queuedAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
        })),
      },
    };
  },
  async erase(db, userId) {
    return { count: await deleteTextDataOf(db, userId) };
  },
};
