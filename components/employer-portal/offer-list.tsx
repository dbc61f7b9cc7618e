import { offerStatusLabels, offerTermKeys, termInPlainWords } from '@/lib/contracts/offers/offer';
import { type EmployerOffer } from '@/lib/contracts/offers/views';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/** Each candidate's current offer on the client's job orders: its state with the date, and the terms. */
export function EmployerOfferList({ offers }: { offers: EmployerOffer[] }) {
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="offers-heading" className="text-xl font-semibold text-navy">
        Offers
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2 text-slate-700">No offers yet: the agency sends them once you have chosen candidates.</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {offers.map((o) => (
            <li
              key={o._id}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="employer-offer"
            >
              <p className="text-lg font-semibold text-navy">{o.candidate}</p>
              <p className="text-sm text-slate-700">
                {o.jobTitle} · job order {o.jobOrderNumber} · version {o.version}
              </p>
              <p className="mt-2 text-sm font-semibold">
                {offerStatusLabels[o.status]} <span className="font-normal">on {day.format(new Date(o.at))}</span>
              </p>
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-navy">Terms</summary>
                <dl className="mt-1 space-y-0.5">
                  {offerTermKeys.map((key) => {
                    const { label, value } = termInPlainWords(key, o.terms);
                    return (
                      <div key={key}>
                        <dt className="inline font-medium">{label}:</dt> <dd className="inline">{value}</dd>
                      </div>
                    );
                  })}
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
