import { deleteRequestsOf, findRequestsOf } from '../../shortlists';
import type { PrivacyPart } from './part';

/**
 * What the agency asked the candidate before sharing an application with a client, and the answers.
 * Erasure deletes them (the foreign key's cascade would too, once the account goes).
 */
export const shareRequestsPart: PrivacyPart = {
  name: 'shareRequests',
  async collect(db, userId) {
    const rows = await findRequestsOf(db, userId, { open: false });
    return {
      data: rows.map((row) => ({
        client: row.client,
        position: row.position,
        applicationId: row.applicationId,
        answer: row.status === 'Asked' ? null : row.status,
        askedAt: row.askedAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(db, userId) {
    return { count: await deleteRequestsOf(db, userId) };
  },
};
