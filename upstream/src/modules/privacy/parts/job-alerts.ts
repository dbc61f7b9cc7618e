import { deleteOwnAlerts, findOwnAlerts, findUserEmail } from '../../job-alerts';
import type { PrivacyPart } from './part';

/** The person's job alerts: saved signed in, or made for the account's email as a visitor. */
export const jobAlertsPart: PrivacyPart = {
  name: 'jobAlerts',
  async collect(db, userId) {
    const email = await findUserEmail(db, userId);
    const rows = email ? await findOwnAlerts(db, userId, email) : [];
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
    const email = await findUserEmail(db, userId);
    return { count: email ? await deleteOwnAlerts(db, userId, email) : 0 };
  },
};
