'use client';

import type { StaffShortlist } from '@/lib/contracts/shortlists/staff';
import { ShortlistCandidate } from './shortlist-candidate';

/** The shortlist's candidates in the order the client sees them. */
export function ShortlistCandidates({ shortlist, editable }: { shortlist: StaffShortlist; editable: boolean }) {
  const count = shortlist.candidates.length;
  return (
    <section aria-labelledby="shortlisted-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="shortlisted-heading" className="font-semibold">
        Candidates ({count})
      </h2>
      <ol className="mt-3 space-y-4">
        {shortlist.candidates.map((candidate) => (
          <ShortlistCandidate
            key={`${candidate._id}-${candidate.position}-${candidate.note}`}
            shortlistId={shortlist._id}
            candidate={candidate}
            count={count}
            editable={editable}
          />
        ))}
      </ol>
      {count === 0 && (
        <p className="mt-2 text-sm text-slate-500">
          No candidates yet: add them from the applications beside this list.
        </p>
      )}
    </section>
  );
}
