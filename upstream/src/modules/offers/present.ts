import { differingTerms, type JobOrderTerms } from '@contracts/offers/offer';
import { type StaffOffer } from '@contracts/offers/views';
import type { findEvents, findOffers } from './repository';

type OfferWithAuthor = Awaited<ReturnType<typeof findOffers>>[number];
type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One version as staff see it, with its events (who, what, when). */
export function presentStaffOffer(
  { offer: o, createdBy }: OfferWithAuthor,
  events: EventRow[],
  jobOrder: JobOrderTerms | null,
): StaffOffer {
  return {
    _id: o.id,
    version: o.version,
    status: o.status,
    terms: o.terms,
    reasons: o.reasons,
    differing: jobOrder ? differingTerms(o.terms, jobOrder) : [],
    createdBy,
    createdAt: o.createdAt.toISOString(),
    sentAt: iso(o.sentAt),
    answeredAt: iso(o.answeredAt),
    acceptedName: o.acceptedName,
    acceptedIp: o.acceptedIp,
    declineReason: o.declineReason,
    events: events
      .filter((e) => e.offerId === o.id)
      .map((e) => ({
        action: e.action,
        by: e.byCandidate ? 'Candidate' : e.by,
        at: e.at.toISOString(),
        detail: e.detail,
      })),
  };
}
