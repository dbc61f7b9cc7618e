import { buttonClass } from '@/components/ui/button';
import { offerAnswerForm } from '@/lib/contracts/offers/form';
import { offerStatusLabels, offerTermKeys, termInPlainWords } from '@/lib/contracts/offers/offer';
import { type MyOffer } from '@/lib/contracts/offers/views';
import { formatDate } from './format-date';

const { path, fields, answers } = offerAnswerForm;
const fieldLook = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base';

/** The offer's terms in plain words. */
function OfferTermList({ offer }: { offer: MyOffer }) {
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {offerTermKeys.map((key) => {
        const { label, value } = termInPlainWords(key, offer.terms);
        return (
          <div key={key}>
            <dt className="inline font-medium">{label}:</dt> <dd className="inline">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A job offer in plain words, with the job order number and the agency's licence; while it is open,
 * Accept (typing the full name) and Decline (with a reason) are plain forms that work without script.
 */
export function OfferCard({ offer }: { offer: MyOffer }) {
  const headingId = `offer-${offer._id}`;
  const open = offer.status === 'sent';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-lg border-2 p-4 shadow-sm ${open ? 'border-gold bg-amber-50' : 'border-slate-200 bg-white'}`}
        data-testid="offer"
      >
        <h2 id={headingId} className="text-lg font-semibold text-navy">
          Job offer: {offer.jobTitle}
        </h2>
        <p className="mt-1 text-sm font-semibold">{offerStatusLabels[offer.status]}</p>
        <p className="mt-1 text-xs text-slate-600">
          Job order {offer.jobOrderNumber} · Version {offer.version}
          {offer.sentAt ? (
            <>
              {' '}
              · Sent on <time dateTime={offer.sentAt}>{formatDate(offer.sentAt)}</time>
            </>
          ) : null}
        </p>
        <OfferTermList offer={offer} />
        <p className="mt-3 text-xs text-slate-600">
          Offered through {offer.agency.name}, DMW licence {offer.agency.licenceNumber}.
        </p>
        {offer.status === 'accepted' && offer.answeredAt ? (
          <p className="mt-2 text-sm">
            You accepted on <time dateTime={offer.answeredAt}>{formatDate(offer.answeredAt)}</time> as “
            {offer.acceptedName}”.
          </p>
        ) : null}
        {offer.status === 'declined' && offer.declineReason ? (
          <p className="mt-2 text-sm">You declined: {offer.declineReason}</p>
        ) : null}
        {open ? <OfferAnswerForms offer={offer} /> : null}
      </article>
    </li>
  );
}

function OfferAnswerForms({ offer }: { offer: MyOffer }) {
  return (
    <div className="mt-4 space-y-4 border-t border-amber-200 pt-4">
      <form method="post" action={path}>
        <input type="hidden" name={fields.id} value={offer._id} />
        <label htmlFor={`${offer._id}-name`} className="block text-sm font-medium">
          To accept, type your full name
        </label>
        <input
          id={`${offer._id}-name`}
          name={fields.fullName}
          required
          maxLength={200}
          autoComplete="name"
          className={fieldLook}
        />
        <button type="submit" name={fields.answer} value={answers.accept} className={buttonClass('primary', 'mt-2')}>
          Accept the offer
        </button>
      </form>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-navy">Decline the offer</summary>
        <form method="post" action={path} className="mt-2">
          <input type="hidden" name={fields.id} value={offer._id} />
          <label htmlFor={`${offer._id}-reason`} className="block text-sm font-medium">
            Why do you decline?
          </label>
          <textarea
            id={`${offer._id}-reason`}
            name={fields.reason}
            required
            maxLength={500}
            rows={3}
            className={fieldLook}
          />
          <button type="submit" name={fields.answer} value={answers.decline} className={buttonClass('outline', 'mt-2')}>
            Decline the offer
          </button>
        </form>
      </details>
    </div>
  );
}

/** A version replaced by a newer one (or withdrawn): still readable, folded. */
export function EarlierOffer({ offer }: { offer: MyOffer }) {
  const when = offer.replacedAt ? formatDate(offer.replacedAt) : '';
  const title =
    offer.status === 'withdrawn'
      ? `Offer (version ${offer.version}) withdrawn on ${when}`
      : `Earlier offer (version ${offer.version}), replaced on ${when}`;
  return (
    <li>
      <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="earlier-offer">
        <summary className="cursor-pointer">
          {title}: {offer.jobTitle}
        </summary>
        <p className="mt-1 text-xs text-slate-600">Job order {offer.jobOrderNumber}</p>
        <OfferTermList offer={offer} />
      </details>
    </li>
  );
}
