import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { startOutboxDelivery } from '../modules/outbox-mails/delivery';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged in outbox mode so a developer can follow it. */
  link?: string;
  /** Extra headers (List-Unsubscribe of the job alerts). */
  headers?: Record<string, string>;
  /** A calendar invite (interviews): nodemailer adds it as the text/calendar alternative and attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename?: string; content: string };
}

export interface Mailer {
  /**
   * Stores the mail in the outbox table and sends it in the background: the caller's answer never
   * waits on (or reveals) delivery; failed attempts are retried (modules/outbox-mails/delivery.ts).
   */
  queue(message: MailMessage): void;
  /** Stores the mail inside the caller's transaction: sent once that commits, never if it rolls back. */
  queueIn(tx: Database, message: MailMessage): Promise<void>;
  /** Sends now and resolves once the mail is handed over (or written); rejects when it could not be. */
  deliver(message: MailMessage): Promise<void>;
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

    const pending = new Set<Promise<void>>();
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
    const track = (message: MailMessage) => {
      const sent = send(message);
      const settled = sent
        .catch((err: unknown) =>
          app.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(settled));
      pending.add(settled);
      return sent;
    };
    const outbox = startOutboxDelivery(app, send);
    const mailer: Mailer = {
      queue: outbox.queue,
      queueIn: outbox.queueIn,
      deliver: track,
      deliverDue: outbox.deliverDue,
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await outbox.close();
      await Promise.all(pending);
      transport.close();
    });
  },
  { name: 'mail' },
);
