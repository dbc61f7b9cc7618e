import { employerDecisions, shortlistMessages, type CandidateCard as Card } from '@/lib/contracts/shortlists/shortlist';
import { CardFacts } from './card-facts';
import { cardFileUrl, type CardSource } from './card-files';
import { CardSeen } from './card-seen';
import { CardVideo } from './card-video';
import { DecisionPanel } from './decision-panel';

/**
 * One candidate as the employer sees them: the video introduction in the page, the facts, the agency's
 * note, the resume; in the portal, the decision buttons too (a view-only link has none).
 */
export function CandidateCard({ card, source, closed }: { card: Card; source: CardSource; closed: boolean }) {
  const headingId = `candidate-${card._id}`;
  const track = source.kind === 'portal' ? { shortlistId: source.shortlistId, candidateId: card._id } : undefined;
  const file = (kind: 'video' | 'poster' | 'resume') => cardFileUrl(source, card._id, kind);

  return (
    <li>
      <CardSeen track={track} labelledBy={headingId}>
        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            {card.video ? (
              <CardVideo
                src={file('video')}
                poster={card.video.poster ? file('poster') : undefined}
                label={`Video introduction of ${card.displayName}`}
                track={track}
              />
            ) : (
              <p className="flex aspect-video items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
                No video introduction
              </p>
            )}
            {card.resume ? (
              <a
                href={file('resume')}
                target="_blank"
                rel="noopener"
                className="mt-3 inline-block font-semibold text-navy underline"
              >
                {card.resume === 'presentation' ? 'Open the presentation CV' : 'Open the resume'}
                <span className="sr-only"> of {card.displayName}</span>
              </a>
            ) : null}
          </div>
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-semibold text-navy">
              {card.displayName}
            </h2>
            <p className="text-slate-700">{card.position}</p>
            <CardFacts card={card} />
            {card.agencyNote ? (
              <div className="mt-4 rounded-md border-l-4 border-gold bg-gold-light/40 p-3 text-sm">
                <p className="font-semibold text-slate-800">Why this fit</p>
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{card.agencyNote}</p>
              </div>
            ) : null}
            {track ? (
              <DecisionPanel
                shortlistId={track.shortlistId}
                candidateId={card._id}
                candidateName={card.displayName}
                initial={card.decision}
                decisions={employerDecisions}
                savedText={shortlistMessages.decided}
                closed={closed}
              />
            ) : null}
          </div>
        </div>
      </CardSeen>
    </li>
  );
}
