import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { outboxMails } from '../../src/db/schema';
import { findMailsTo } from '../../src/modules/outbox-mails/repository';
import { until } from './until';

export { until };

/** The outbox's mails (waiting or failed) to an address. */
export const outboxTo = (app: Pick<FastifyInstance, 'db'>, email: string) => findMailsTo(app.db, email);

/**
 * The next mail queued is stored, then its transaction fails (as a crash or a later failing write
 * would make it): whatever caused the mail must roll back with it.
 */
export function failAfterNextQueue(app: Pick<FastifyInstance, 'mailer'>) {
  const queueIn = app.mailer.queueIn;
  return vi.spyOn(app.mailer, 'queueIn').mockImplementationOnce(async (tx, message) => {
    await queueIn(tx, message);
    throw new Error('failed after the mail was queued');
  });
}

/** Waits until the outbox has sent every pending mail (a sent mail's row goes once the server took it). */
export async function outboxDrained(app: Pick<FastifyInstance, 'db'>, ms = 5000) {
  await until(
    async () => (await app.db.select().from(outboxMails).where(eq(outboxMails.status, 'pending'))).length === 0,
    ms,
  );
}
