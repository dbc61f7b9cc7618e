import type { MyApplication } from '@/lib/contracts/applications/candidate';
import { formatDate } from './format-date';

/** The dated status changes, oldest first: only the candidate's words and the day. */
export function StatusTimeline({ timeline }: { timeline: MyApplication['timeline'] }) {
  return (
    <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Status history">
      {timeline.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-navy" />
          <span className="font-medium text-slate-800">{entry.status}</span>
          <span className="text-slate-600">
            {' '}
            · <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
