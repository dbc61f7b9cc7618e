import { deleteInvitationsOfUser, presentMine } from '../../interviews';
import type { PrivacyPart } from './part';

/**
 * The interviews the candidate was invited to: the client, the times offered or booked, the note
 * they wrote, the outcome. Erasure deletes the invitations (the requests and slots are the proposer's).
 */
export const interviewsPart: PrivacyPart = {
  name: 'interviews',
  async collect(db, userId) {
    const rows = await presentMine(db, userId, new Date());
    return {
      data: rows.map((row) => ({
        client: row.client,
        position: row.position,
        status: row.status,
        declineNote: row.declineNote || null,
        bookedTime: row.booked
          ? { startsAt: row.booked.startsAt, endsAt: row.booked.endsAt, kind: row.booked.kind }
          : null,
        outcome: row.outcome,
      })),
    };
  },
  async erase(db, userId) {
    return { count: await deleteInvitationsOfUser(db, userId) };
  },
};
