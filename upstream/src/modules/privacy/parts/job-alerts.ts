import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobAlerts } from '../../../db/schema';
import { findOwnAlerts, findUserEmail } from '../../job-alerts/repository';
import type { PrivacyPart } from './part';

/** The person's job alerts: saved signed in, or made for the account's email as a visitor. */
async function ownAlerts(db: Database, userId: string) {
  const email = await findUserEmail(db, userId);
  return email ? findOwnAlerts(db, userId, email) : [];
}

export const jobAlertsPart: PrivacyPart = {
  name: 'jobAlerts',
  async collect(db, userId) {
    const rows = await ownAlerts(db, userId);
    return {
      data: rows.map(({ alert, position, location }) => ({
        email: alert.email,
        words: alert.query,
        position: position?.name ?? null,
        location: location?.name ?? null,
        savedAt: alert.createdAt.toISOString(),
        confirmedAt: alert.confirmedAt?.toISOString() ?? null,
        lastMailedAt: alert.lastSentAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(db, userId) {
    // Those saved signed in would go with the account anyway (cascade); a visitor's made with the
    // same address would not. The record of which jobs were mailed goes with them (cascade).
    const ids = (await ownAlerts(db, userId)).map(({ alert }) => alert.id);
    if (ids.length > 0) await db.delete(jobAlerts).where(inArray(jobAlerts.id, ids));
    return { count: ids.length };
  },
};
