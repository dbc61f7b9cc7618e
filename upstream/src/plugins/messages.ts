import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  emailChannel,
  queueOnFirstChannel,
  smsChannel,
  startSmsDelivery,
  type ChannelName,
  type OutgoingMessage,
} from '../modules/text-messages';

/** The one way to send a message that may reach a phone: the first channel that takes it, else email. */
export interface Messenger {
  /** Stores it inside the caller's transaction on SMS (on, opted in, not stopped) or else the mail outbox. */
  queueIn(tx: Database, message: OutgoingMessage): Promise<ChannelName>;
  /** Hands the SMS due at `now` to the gateway: the scheduler's tick, and tests of retries. */
  deliverSmsDue(now?: Date): Promise<Record<string, number>>;
}

/** Channels in order: SMS through Kannel when SMS_GATEWAY_URL and the rest are set (docs/sms.md), then email. */
export default fp(
  async function messages(app: FastifyInstance) {
    const email = emailChannel(app.mailer);
    const sms = app.config.sms ? startSmsDelivery(app, app.config.sms) : undefined;
    const channels = sms ? [smsChannel(sms), email] : [email];
    const messenger: Messenger = {
      queueIn: (tx, message) => queueOnFirstChannel(channels, tx, message),
      deliverSmsDue: async (now) => (sms ? sms.deliverDue(now) : {}),
    };
    app.decorate('messenger', messenger);
    if (sms) app.addHook('onClose', () => sms.close());
  },
  { name: 'messages', dependencies: ['mail'] },
);
