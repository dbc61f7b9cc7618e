import type { MyOffer } from '@/lib/contracts/offers/views';
import { EarlierOffer, OfferCard } from './offer-card';

/** The candidate's job offers: the current ones first, then earlier versions (replaced or withdrawn). */
export function OfferList({ offers }: { offers: MyOffer[] }) {
  if (offers.length === 0) return null;
  const current = offers.filter((o) => o.status === 'sent' || o.status === 'accepted' || o.status === 'declined');
  const earlier = offers.filter((o) => o.status === 'superseded' || o.status === 'withdrawn');
  return (
    <section aria-label="Job offers" className="mb-8">
      <ul className="space-y-4">
        {current.map((offer) => (
          <OfferCard key={offer._id} offer={offer} />
        ))}
      </ul>
      {earlier.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {earlier.map((offer) => (
            <EarlierOffer key={offer._id} offer={offer} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
