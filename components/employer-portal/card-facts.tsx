import { applicationFields } from '@/lib/contracts/applications/fields';
import type { CandidateCard } from '@/lib/contracts/shortlists/shortlist';
import { cardFactText } from './card-fact-text';

const passportText = (valid: boolean | null) =>
  valid === null ? 'Not known yet' : valid ? 'Yes, for the planned departure' : 'No, it needs renewing';

/**
 * What an employer reads of a candidate: the facts the declaration puts on the card (applicationFields'
 * `employer`), then the card's own; never a contact detail, a passport number or a file's name.
 */
export function CardFacts({ card }: { card: CandidateCard }) {
  const values = card as Record<string, unknown>;
  const facts: [string, string][] = [
    ...applicationFields.card.map((field): [string, string] => [field.label, cardFactText(field, values[field.key])]),
    ['Passport valid', passportText(card.passportValid)],
    [
      'Documents verified',
      card.documents.required ? `${card.documents.verified} of ${card.documents.required}` : 'None required yet',
    ],
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
