import { educationLabels, englishLabels } from '@/lib/contracts/application';
import type { CandidateCard } from '@/lib/contracts/shortlists';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const passportText = (valid: boolean | null) =>
  valid === null ? 'Not known yet' : valid ? 'Yes, for the planned departure' : 'No, it needs renewing';

/** What an employer reads of a candidate: never a contact detail, a passport number or a file's name. */
export function CardFacts({ card }: { card: CandidateCard }) {
  const years = card.experienceInYears === 1 ? '1 year' : `${card.experienceInYears} years`;
  const facts: [string, string][] = [
    ['Experience', years],
    ['Previous job title', card.previousJobTitle || '—'],
    ['Education', educationLabels[card.education]],
    ['English', englishLabels[card.englishProficiency]],
    ['Preferred location', card.preferredLocation ?? 'Any'],
    ['Available from', day.format(new Date(card.availableToStart))],
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
