import {
  offerActionLabels,
  offerStatusLabels,
  offerTermKeys,
  offerTermText,
  offerTerms,
} from '@/lib/contracts/offers/offer';
import { type StaffOffer } from '@/lib/contracts/offers/views';
import { formatDateTime } from '../format';

/** Every version, newest first: its terms (differences and reasons marked), the answer, and who did what when. */
export function OfferVersions({ offers }: { offers: StaffOffer[] }) {
  if (offers.length === 0) return <p className="text-sm text-slate-600">No offer yet.</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold">Versions</h3>
      <ol className="mt-2 space-y-3">
        {offers.map((o) => (
          <li key={o._id} className="rounded border border-slate-200 p-3 text-sm">
            <p className="font-medium">
              Version {o.version}: {offerStatusLabels[o.status]}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
              {offerTermKeys.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-slate-500">{offerTerms[key].label}</dt>
                  <dd className={o.differing.includes(key) ? 'font-semibold text-amber-800' : ''}>
                    {offerTermText(key, o.terms)}
                    {o.reasons[key] ? <span className="block font-normal italic">Reason: {o.reasons[key]}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
            {o.acceptedName ? (
              <p className="mt-1">
                Accepted as “{o.acceptedName}”{o.answeredAt ? ` on ${formatDateTime(o.answeredAt)}` : ''}
                {o.acceptedIp ? ` from ${o.acceptedIp}` : ''}
              </p>
            ) : null}
            {o.declineReason ? <p className="mt-1">Declined: {o.declineReason}</p> : null}
            <ul className="mt-2 space-y-0.5 text-slate-600">
              {o.events.map((e, i) => (
                <li key={i}>
                  {offerActionLabels[e.action]} by {e.by ?? 'a former account'}, {formatDateTime(e.at)}
                  {e.detail ? ` (${e.detail})` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
