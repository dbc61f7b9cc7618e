import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import { isOptedIn } from './opt-ins';

/** One message to a person: its mail (always: the last resort) and, when the kind has one, its SMS. */
export interface OutgoingMessage {
  /** The account it is for (its data export lists the SMS). */
  userId?: string | null;
  mail: MailMessage;
  /** `to` in E.164; the text fits one SMS. */
  sms?: { to: string; text: string };
}

export type ChannelName = 'sms' | 'email';

/** A way to reach a person: whether it may carry the message now, and how it stores it for delivery. */
export interface Channel {
  name: ChannelName;
  accepts(db: Database, message: OutgoingMessage): Promise<boolean>;
  queueIn(tx: Database, message: OutgoingMessage): Promise<void>;
}

/** Today's durable mail outbox, as a channel that takes every message. */
export function emailChannel(mailer: { queueIn(tx: Database, message: MailMessage): Promise<void> }): Channel {
  return { name: 'email', accepts: async () => true, queueIn: (tx, message) => mailer.queueIn(tx, message.mail) };
}

/** SMS through the gateway, to numbers opted in and not stopped; the mail goes instead if it cannot be sent. */
export function smsChannel(queue: {
  queueIn(
    tx: Database,
    message: { userId?: string | null; toNumber: string; body: string; fallbackMail: MailMessage },
  ): Promise<unknown>;
}): Channel {
  return {
    name: 'sms',
    accepts: async (db, message) => !!message.sms && (await isOptedIn(db, message.sms.to)),
    queueIn: async (tx, message) => {
      const { to, text } = message.sms!;
      await queue.queueIn(tx, { userId: message.userId, toNumber: to, body: text, fallbackMail: message.mail });
    },
  };
}

/** Queues the message on the first channel, in order, that accepts it; answers which. */
export async function queueOnFirstChannel(channels: Channel[], tx: Database, message: OutgoingMessage) {
  for (const channel of channels) {
    if (!(await channel.accepts(tx, message))) continue;
    await channel.queueIn(tx, message);
    return channel.name;
  }
  throw new Error('no channel takes this message (email should take every one)');
}
