import { asc, eq } from 'drizzle-orm';
import { consents } from '../../../db/schema';
import type { PrivacyPart } from './part';

/** Every consent the person gave: kind, application, time, text version and the retention it named. */
export const consentsPart: PrivacyPart = {
  name: 'consents',
  async collect(db, userId) {
    const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt));
    return {
      data: rows.map((row) => ({
        kind: row.kind,
        applicationId: row.applicationId,
        textVersion: row.textVersion,
        retentionMonths: row.retentionMonths,
        givenAt: row.createdAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const removed = await db.delete(consents).where(eq(consents.userId, userId)).returning({ id: consents.id });
    return { count: removed.length };
  },
};
