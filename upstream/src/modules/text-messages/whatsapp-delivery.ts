import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { WhatsAppSettings } from '../../lib/whatsapp-settings';
import { isOptedIn } from './opt-ins';
import type { TextQueue } from './queued-text';
import { startTextDelivery } from './text-delivery';
import type { TextMessageRow } from './repository';
import { sendThroughWhatsApp } from './whatsapp';

export type SendWhatsApp = typeof sendThroughWhatsApp;

/**
 * The WhatsApp queue: template messages through the Cloud API. When one cannot go (a STOP since it was
 * queued, every attempt failed, or a failed status later), its SMS goes if the number opted in to SMS
 * and SMS is on, else its mail.
 */
export function startWhatsAppDelivery(
  app: FastifyInstance,
  settings: WhatsAppSettings,
  sms: TextQueue | undefined,
  send: SendWhatsApp = sendThroughWhatsApp,
) {
  const fallBack = (tx: Database, row: TextMessageRow) => whatsappFallBack(app, sms, tx, row);
  return startTextDelivery(app, {
    channel: 'whatsapp',
    label: 'WhatsApp queue',
    send: (row) => {
      if (!row.template) throw new Error('a WhatsApp message without its template');
      return send(settings, { to: row.toNumber, template: row.template });
    },
    fallBack,
  });
}

/** The next channel for a WhatsApp message that did not reach the phone: SMS when opted in and on, else the mail. */
export async function whatsappFallBack(
  app: FastifyInstance,
  sms: TextQueue | undefined,
  tx: Database,
  row: TextMessageRow,
) {
  const smsText = row.template?.smsText;
  if (sms && smsText && (await isOptedIn(tx, row.toNumber, 'sms'))) {
    await sms.queueIn(tx, {
      userId: row.userId,
      kind: row.kind,
      toNumber: row.toNumber,
      body: smsText,
      fallbackMail: row.fallbackMail,
    });
  } else if (row.fallbackMail) {
    await app.mailer.queueIn(tx, row.fallbackMail);
  }
}
