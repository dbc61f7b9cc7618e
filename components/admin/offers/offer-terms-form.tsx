'use client';

import {
  jobOrderTermText,
  offerTermKeys,
  offerTerms,
  termDiffers,
  type JobOrderTerms,
  type OfferReasons,
  type OfferTermKey,
  type OfferTerms,
} from '@/lib/contracts/offers/offer';

interface Values {
  terms: OfferTerms;
  reasons: OfferReasons;
}

const inputLook = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

/** Each offer term beside the job order's; a differing term is highlighted and asks for its reason. */
export function OfferTermsForm({
  jobOrder,
  values,
  onChange,
  errors,
}: {
  jobOrder: JobOrderTerms;
  values: Values;
  onChange: (values: Values) => void;
  errors: Record<string, string>;
}) {
  const setTerm = (key: OfferTermKey, value: string | number | boolean) =>
    onChange({ ...values, terms: { ...values.terms, [key]: value } });
  const setReason = (key: OfferTermKey, reason: string) =>
    onChange({ ...values, reasons: { ...values.reasons, [key]: reason } });
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">Job order {jobOrder.jobOrderNumber}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-slate-500">
            <th className="py-1 pr-2 font-medium">Term</th>
            <th className="py-1 pr-2 font-medium">Job order</th>
            <th className="py-1 font-medium">Offer</th>
          </tr>
        </thead>
        <tbody>
          {offerTermKeys.map((key) => {
            const { label, kind } = offerTerms[key];
            const differs = termDiffers(key, values.terms, jobOrder);
            const id = `offer-term-${key}`;
            const value = values.terms[key];
            return (
              <tr key={key} className={`align-top ${differs ? 'bg-amber-50' : ''}`} data-differs={differs || undefined}>
                <th scope="row" className="py-2 pr-2 font-medium">
                  <label htmlFor={id}>{label}</label>
                </th>
                <td className="py-2 pr-2 text-slate-600">{jobOrderTermText(key, jobOrder)}</td>
                <td className="py-2">
                  {kind === 'provided' ? (
                    <select
                      id={id}
                      className={inputLook}
                      value={value ? 'yes' : 'no'}
                      onChange={(e) => setTerm(key, e.target.value === 'yes')}
                    >
                      <option value="yes">Provided</option>
                      <option value="no">Not provided</option>
                    </select>
                  ) : (
                    <input
                      id={id}
                      className={inputLook}
                      type={kind === 'text' ? 'text' : 'number'}
                      value={String(value)}
                      onChange={(e) => setTerm(key, kind === 'text' ? e.target.value : Number(e.target.value))}
                    />
                  )}
                  {differs ? (
                    <div className="mt-2">
                      <p className="text-xs font-semibold text-amber-800">Differs from the job order</p>
                      <label htmlFor={`${id}-reason`} className="block text-xs text-slate-700">
                        Reason for the different {label.toLowerCase()}
                      </label>
                      <textarea
                        id={`${id}-reason`}
                        className={inputLook}
                        rows={2}
                        maxLength={500}
                        value={values.reasons[key] ?? ''}
                        onChange={(e) => setReason(key, e.target.value)}
                      />
                    </div>
                  ) : null}
                  {errors[key] ? (
                    <p role="alert" className="mt-1 text-xs text-red-700">
                      {errors[key]}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
