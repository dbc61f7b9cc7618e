import { eraseOffersOfUser, findOffersOfUser } from '../../offers';
import type { PrivacyPart } from './part';

/**
 * The job offers made on the person's applications and their answers. Erasure removes what the
 * candidate typed (the accepting name, the decline reason) and the address it came from; the terms
 * stay with the anonymised application, as the job order's record.
 */
export const offersPart: PrivacyPart = {
  name: 'offers',
  async collect(db, userId) {
    const rows = await findOffersOfUser(db, userId);
    return {
      data: rows
        .filter(({ offer }) => offer.status !== 'draft')
        .map(({ offer: o }) => ({
          applicationId: o.applicationId,
          version: o.version,
          status: o.status,
          terms: o.terms,
          sentAt: o.sentAt?.toISOString() ?? null,
          acceptedName: o.acceptedName,
          acceptedAt: o.acceptedAt?.toISOString() ?? null,
          acceptedIp: o.acceptedIp,
          declineReason: o.declineReason,
        })),
    };
  },
  async erase(db, userId) {
    return { count: await eraseOffersOfUser(db, userId) };
  },
};
