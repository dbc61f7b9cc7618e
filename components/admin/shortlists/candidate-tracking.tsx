import { scorecardKeys, scorecardLabels, type DecisionView } from '@/lib/contracts/shortlists/shortlist';
import { type StaffShortlist } from '@/lib/contracts/shortlists/staff';
import { formatDateTime } from '../format';

type Candidate = StaffShortlist['candidates'][number];

/** "12 s of 40 s (30%)": how far of the video a contact reached, with its length when known. */
export function watchedText(watched: number | null, duration: number | null) {
  const seconds = Math.round(watched ?? 0);
  if (!duration) return `${seconds} s`;
  const share = Math.min(100, Math.round(((watched ?? 0) / duration) * 100));
  return `${seconds} s of ${Math.round(duration)} s (${share}%)`;
}

/** A decision as staff read it: what, why, the scores and comment, who and when. */
function Decision({ decision: d }: { decision: DecisionView }) {
  const scores = d.scorecard
    ? scorecardKeys
        .filter((key) => d.scorecard?.[key] != null)
        .map((key) => `${scorecardLabels[key]} ${d.scorecard?.[key]}/5`)
    : [];
  return (
    <>
      <span className="font-semibold">{d.decision}</span>
      {d.reason ? ` (${d.reason})` : ''} by {d.decidedBy ?? 'a former contact'}, {formatDateTime(d.decidedAt)}
      {scores.length > 0 ? <span className="block">Scorecard: {scores.join(', ')}</span> : null}
      {d.scorecard?.comment ? <span className="block italic">Scorecard comment: {d.scorecard.comment}</span> : null}
      {d.comment ? <span className="block italic">Comment: {d.comment}</span> : null}
    </>
  );
}

/** What the client did with this card: first opened, the video played and how far, the decision and its history. */
export function CandidateTracking({ candidate: c }: { candidate: Candidate }) {
  return (
    <dl
      className="mt-3 grid gap-2 rounded bg-slate-50 p-2 text-sm sm:grid-cols-3"
      aria-label={`What the client did with ${c.name}`}
    >
      <div>
        <dt className="text-slate-500">First opened</dt>
        <dd>
          {c.firstOpenedAt
            ? `${formatDateTime(c.firstOpenedAt)}${c.firstOpenedBy ? ` by ${c.firstOpenedBy}` : ''}`
            : 'Not yet'}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Video</dt>
        <dd>
          {c.videoPlayedAt
            ? `Played ${formatDateTime(c.videoPlayedAt)}; watched ${watchedText(c.videoWatchedSeconds, c.videoDurationSeconds)}`
            : 'Not played'}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Decision</dt>
        <dd>{c.decision ? <Decision decision={c.decision} /> : 'Awaiting'}</dd>
      </div>
      {c.history.length > 1 ? (
        <div className="sm:col-span-3">
          <dt className="text-slate-500">History</dt>
          <dd>
            <ol className="mt-1 space-y-1">
              {c.history.map((d) => (
                <li key={d.decidedAt}>
                  <Decision decision={d} />
                </li>
              ))}
            </ol>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
