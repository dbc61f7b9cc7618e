import type { MessageKind } from '@contracts/text-messages/message-kinds';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  accountNumberOf,
  emailChannel,
  queueOnFirstChannel,
  smsChannel,
  startSmsDelivery,
  startWhatsAppDelivery,
  textMessageOf,
  whatsappChannel,
  whatsappFallBack,
  type AccountMessage,
  type Channel,
  type ChannelName,
  type OutgoingMessage,
  type TextMessageRow,
} from '../modules/text-messages';

/** The one way to send a message that may reach a phone: the first channel of its kind's order that takes it. */
export interface Messenger {
  /** Stores it inside the caller's transaction on WhatsApp or SMS (on, opted in, not stopped) or else the mail outbox. */
  queueIn(tx: Database, message: OutgoingMessage): Promise<ChannelName>;
  /** The kind's message to an account, as queueIn does: its text to the account's number (a PH or UAE mobile). */
  queueToAccount<K extends MessageKind>(tx: Database, kind: K, message: AccountMessage<K>): Promise<ChannelName>;
  /** Hands the SMS due at `now` to the gateway: the scheduler's tick, and tests of retries. */
  deliverSmsDue(now?: Date): Promise<Record<string, number>>;
  /** Hands the WhatsApp messages due at `now` to the Cloud API. */
  deliverWhatsAppDue(now?: Date): Promise<Record<string, number>>;
  /** A WhatsApp message reported failed: its SMS (opted in, SMS on) or its mail goes instead, in `tx`. */
  afterWhatsAppFailure(tx: Database, row: TextMessageRow): Promise<void>;
}

/** Channels: WhatsApp (WHATSAPP_* set), SMS through Kannel (SMS_* set; docs/sms.md), and email, which takes every one. */
export default fp(
  async function messages(app: FastifyInstance) {
    const sms = app.config.sms ? startSmsDelivery(app, app.config.sms) : undefined;
    const whatsapp = app.config.whatsapp ? startWhatsAppDelivery(app, app.config.whatsapp, sms) : undefined;
    const channels: Channel[] = [emailChannel(app.mailer)];
    if (sms) channels.push(smsChannel(sms));
    if (whatsapp) channels.push(whatsappChannel(whatsapp));
    const messenger: Messenger = {
      queueIn: (tx, message) => queueOnFirstChannel(channels, tx, message),
      queueToAccount: async (tx, kind, message) =>
        queueOnFirstChannel(
          channels,
          tx,
          textMessageOf(kind, { ...message, to: await accountNumberOf(tx, message.userId) }),
        ),
      deliverSmsDue: async (now) => (sms ? sms.deliverDue(now) : {}),
      deliverWhatsAppDue: async (now) => (whatsapp ? whatsapp.deliverDue(now) : {}),
      afterWhatsAppFailure: (tx, row) => whatsappFallBack(app, sms, tx, row),
    };
    app.decorate('messenger', messenger);
    app.addHook('onClose', async () => {
      await sms?.close();
      await whatsapp?.close();
    });
  },
  { name: 'messages', dependencies: ['mail'] },
);
