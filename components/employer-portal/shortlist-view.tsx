import { SiteLink } from '@/components/ui/site-link';
import { shortlistMessages, type EmployerShortlist } from '@/lib/contracts/shortlists/shortlist';
import { CandidateCard } from './candidate-card';
import type { CardSource } from './card-files';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/** A shortlist's heading and its candidates' cards, for the portal and for a view-only link alike. */
export function ShortlistView({
  shortlist,
  source,
  notice,
}: {
  shortlist: EmployerShortlist;
  source: CardSource;
  notice?: string;
}) {
  const presented = shortlist.sentAt ? `, presented ${day.format(new Date(shortlist.sentAt))}` : '';
  const summary = `${shortlist.jobTitle ? `For ${shortlist.jobTitle}. ` : ''}${shortlist.candidates.length} candidates${presented}.`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">{shortlist.clientName}</p>
      <h1 className="mt-1 text-3xl font-bold text-navy">{shortlist.title}</h1>
      <p className="mt-2 text-slate-700">{summary}</p>
      {source.kind === 'portal' && !shortlist.closed ? (
        <SiteLink
          href={`/employer/interviews?shortlist=${source.shortlistId}`}
          className="mt-2 inline-block text-navy underline"
        >
          Propose interview times
        </SiteLink>
      ) : null}
      {[notice, shortlist.closed ? shortlistMessages.closedNotice : undefined].map((text) =>
        text ? (
          <p key={text} className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
            {text}
          </p>
        ) : null,
      )}
      <ol className="mt-6 space-y-6" aria-label="Candidates">
        {shortlist.candidates.map((card) => (
          <CandidateCard key={card._id} card={card} source={source} closed={shortlist.closed} />
        ))}
      </ol>
    </div>
  );
}
