import { asc, eq, inArray, sql } from 'drizzle-orm';
import { contactMessages, users } from '../../../db/schema';
import type { Database } from '../../../db/client';
import type { PrivacyPart } from './part';

/** Contact messages sent from the account's (verified) email address, signed in or not. */
async function ownMessages(db: Database, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  return db
    .select()
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, user.email.toLowerCase()))
    .orderBy(asc(contactMessages.createdAt));
}

export const contactMessagesPart: PrivacyPart = {
  name: 'contactMessages',
  async collect(db, userId) {
    const rows = await ownMessages(db, userId);
    return {
      data: rows.map((row) => ({
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        message: row.message,
        status: row.status,
        sentAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const ids = (await ownMessages(db, userId)).map((row) => row.id);
    // Their staff notes go with them (request_notes cascade).
    if (ids.length > 0) await db.delete(contactMessages).where(inArray(contactMessages.id, ids));
    return { count: ids.length };
  },
};
