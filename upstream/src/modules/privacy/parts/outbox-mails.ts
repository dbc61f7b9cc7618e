import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { deleteMailsTo, findMailsTo } from '../../outbox-mails';
import type { PrivacyPart } from './part';

async function emailOf(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** Mails to the account's address not sent yet, or whose every attempt failed (a sent mail's row is gone). */
export const outboxMailsPart: PrivacyPart = {
  name: 'outboxMails',
  async collect(db, userId) {
    const email = await emailOf(db, userId);
    const rows = email ? await findMailsTo(db, email) : [];
    return {
      data: rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        queuedAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const email = await emailOf(db, userId);
    return { count: email ? await deleteMailsTo(db, email) : 0 };
  },
};
