import {
  messageKinds,
  smsTextOf,
  whatsappTemplateOf,
  type MessageChannel,
  type MessageKind,
  type MessageParams,
} from '@contracts/text-messages/message-kinds';
import { quietHoursRelease, type RecipientZone } from '@shared/quiet-hours';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import { isOptedIn } from './opt-ins';
import type { QueuedText, TextQueue, WhatsAppTemplate } from './queued-text';

export type { QueuedText, TextQueue, WhatsAppTemplate };

/** One message to a person: its mail (always: the last resort) and, when the kind has them, its SMS and WhatsApp. */
export interface OutgoingMessage {
  /** The account it is for (its data export lists the texts). */
  userId?: string | null;
  mail: MailMessage;
  /** The declared kind (message-kinds.ts): its channel order and urgency; none: SMS, then email, at once. */
  kind?: MessageKind;
  /** `to` in E.164; the text fits one SMS. */
  sms?: { to: string; text: string };
  whatsapp?: { to: string; template: WhatsAppTemplate };
  /** Where the recipient is, for quiet hours (Manila before departure, Dubai after); default Manila. */
  zone?: RecipientZone;
  /** The caller's clock (tests move it). */
  now?: Date;
}

export type ChannelName = MessageChannel;

/** A way to reach a person: whether it may carry the message now, and how it stores it for delivery. */
export interface Channel {
  name: ChannelName;
  accepts(db: Database, message: OutgoingMessage): Promise<boolean>;
  queueIn(tx: Database, message: OutgoingMessage): Promise<void>;
}

/** A message of a kind for one account: its mail, its text's values, and when and where it is sent. */
export type AccountMessage<K extends MessageKind> = {
  userId?: string | null;
  mail: MailMessage;
  params: MessageParams<K>;
} & Pick<OutgoingMessage, 'zone' | 'now'>;

/** The message with its kind's SMS and WhatsApp template, for the number `to` (E.164). */
export function textMessageOf<K extends MessageKind>(
  kind: K,
  message: AccountMessage<K> & { to?: string | null },
): OutgoingMessage {
  const { to, params, ...rest } = message;
  if (!to) return { ...rest, kind };
  return {
    ...rest,
    kind,
    sms: { to, text: smsTextOf(kind, params) },
    whatsapp: { to, template: whatsappTemplateOf(kind, params) },
  };
}

/** When the message may go: quiet hours hold the kinds that are not urgent. */
export function releaseOf(message: OutgoingMessage): Date {
  const now = message.now ?? new Date();
  const urgent = message.kind ? messageKinds[message.kind].urgent : true;
  return quietHoursRelease(now, message.zone ?? 'Asia/Manila', urgent);
}

/** Whether the kind's mail goes beside its text (the text points to it): then no mail is kept as its fallback. */
const mailsToo = (message: OutgoingMessage) =>
  !!message.kind && !!(messageKinds[message.kind] as { mailToo?: boolean }).mailToo;

/** What a text falls back to when it cannot go: its mail, unless that went already. */
const fallbackOf = (message: OutgoingMessage) => (mailsToo(message) ? null : message.mail);

/** Today's durable mail outbox, as a channel that takes every message. */
export function emailChannel(mailer: { queueIn(tx: Database, message: MailMessage): Promise<void> }): Channel {
  return { name: 'email', accepts: async () => true, queueIn: (tx, message) => mailer.queueIn(tx, message.mail) };
}

/** SMS through the gateway, to numbers opted in and not stopped; the mail goes instead if it cannot be sent. */
export function smsChannel(queue: TextQueue): Channel {
  return {
    name: 'sms',
    accepts: async (db, message) => !!message.sms && (await isOptedIn(db, message.sms.to, 'sms')),
    queueIn: async (tx, message) => {
      const { to, text } = message.sms!;
      await queue.queueIn(tx, {
        userId: message.userId,
        channel: 'sms',
        kind: message.kind,
        toNumber: to,
        body: text,
        fallbackMail: fallbackOf(message),
        notBefore: releaseOf(message),
      });
    },
  };
}

/** WhatsApp templates through the Cloud API, to numbers opted in; on failure its SMS (if opted in) or mail goes. */
export function whatsappChannel(queue: TextQueue): Channel {
  return {
    name: 'whatsapp',
    accepts: async (db, message) => !!message.whatsapp && (await isOptedIn(db, message.whatsapp.to, 'whatsapp')),
    queueIn: async (tx, message) => {
      const { to, template } = message.whatsapp!;
      await queue.queueIn(tx, {
        userId: message.userId,
        channel: 'whatsapp',
        kind: message.kind,
        toNumber: to,
        body: message.sms?.text ?? template.parameters.join(' '),
        template: { ...template, smsText: message.sms?.text },
        fallbackMail: fallbackOf(message),
        notBefore: releaseOf(message),
      });
    },
  };
}

/** The kind's channels in order (no kind: SMS, then email), keeping only those that are on. */
export function channelsFor(message: OutgoingMessage, available: Channel[]): Channel[] {
  const order: readonly ChannelName[] = message.kind ? messageKinds[message.kind].channels : ['sms', 'email'];
  return order.flatMap((name) => available.filter((channel) => channel.name === name));
}

const emailOf = (available: Channel[]) => available.find((channel) => channel.name === 'email');

/** Queues the message on the first channel of its order that accepts it (and its mail, for `mailToo` kinds); answers which. */
export async function queueOnFirstChannel(available: Channel[], tx: Database, message: OutgoingMessage) {
  for (const channel of channelsFor(message, available)) {
    if (!(await channel.accepts(tx, message))) continue;
    await channel.queueIn(tx, message);
    if (channel.name !== 'email' && mailsToo(message)) await emailOf(available)?.queueIn(tx, message);
    return channel.name;
  }
  throw new Error('no channel takes this message (email should take every one)');
}
