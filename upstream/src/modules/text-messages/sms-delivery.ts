import type { FastifyInstance } from 'fastify';
import type { SmsSettings } from '../../lib/sms-settings';
import { sendThroughKannel } from './kannel';
import { startTextDelivery } from './text-delivery';

export { stoppedReason, textRetryDelaysMinutes as smsRetryDelaysMinutes } from './text-delivery';

export type SendSms = (settings: SmsSettings, message: { id: string; to: string; text: string }) => Promise<void>;

/** The SMS queue: handed to Kannel's smsbox; a STOP since it was queued, or a final failure, sends its mail instead. */
export function startSmsDelivery(app: FastifyInstance, settings: SmsSettings, send: SendSms = sendThroughKannel) {
  return startTextDelivery(app, {
    channel: 'sms',
    label: 'SMS queue',
    send: (row) => send(settings, { id: row.id, to: row.toNumber, text: row.body }),
    fallBack: async (tx, row) => {
      if (row.fallbackMail) await app.mailer.queueIn(tx, row.fallbackMail);
    },
  });
}
