import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { MailMessage } from '../lib/mail-message';
import { startOutboxDelivery } from '../modules/outbox-mails/delivery';

/** The one way to send a mail: stored with what causes it, delivered by the outbox. */
export interface Mailer {
  /**
   * Stores the mail in the outbox table inside the caller's transaction (the write that causes it):
   * sent in the background once that commits, never if it rolls back; the caller's answer never
   * waits on (or reveals) delivery; failed attempts are retried (modules/outbox-mails/delivery.ts).
   */
  queueIn(tx: Database, message: MailMessage): Promise<void>;
  /** Sends the outbox's mails due at `now` (default: now): the scheduler's tick, and tests of retries. */
  deliverDue(now?: Date): Promise<Record<string, number>>;
}

/** The outbox table's mails, delivered by nodemailer through SMTP_URL, or, without it, as .eml files under DATA_DIR/outbox (works offline). */
export default fp(
  async function mail(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM, paths } = app.config;
    const transport = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const send = async ({ link, ...message }: MailMessage) => {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      if (!SMTP_URL) {
        await mkdir(paths.outbox, { recursive: true });
        const file = path.join(
          paths.outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
        );
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        app.log.info({ to: message.to, subject: message.subject, file, link }, 'mail written to the outbox');
      }
    };
    const outbox = startOutboxDelivery(app, send);
    const mailer: Mailer = { queueIn: outbox.queueIn, deliverDue: outbox.deliverDue };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await outbox.close();
      transport.close();
    });
  },
  { name: 'mail' },
);
