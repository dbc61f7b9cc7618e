'use client';

import { useState } from 'react';
import { api } from '@/lib/contracts/endpoints';
import { Pager } from '../pager';
import { QueryState } from '../query-state';
import { SearchBox } from '../search-box';
import { useAdminQuery } from '../use-admin';
import { AddCandidateForm } from './add-candidate-form';

/** The staff's words for the consent a candidate gave, in the UI where they choose whom to shortlist. */
export const consentExplanation =
  'Only applications to this job order, or general applications (shared with prospective employers), can be shortlisted: that is what the candidates agreed to.';

const consentText = {
  job: 'Applied to this job order',
  general: 'General application',
  share: 'Said Yes when asked',
} as const;

/** Applications whose consent covers this client, by name or position, each added with the agency's note. */
export function EligibleApplications({ shortlistId }: { shortlistId: string }) {
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useAdminQuery(
    api.adminShortlists.eligible,
    { params: { id: shortlistId }, query: { q, page, pageSize: 10 } },
    { keepPrevious: true },
  );

  return (
    <section aria-labelledby="eligible-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="eligible-heading" className="font-semibold">
        Add candidates
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{consentExplanation}</p>
      <SearchBox
        label="Search name or position"
        name="q"
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {data ? (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Applications that can be shortlisted">
            {data.data.map((a) => (
              <li key={a._id} className="py-3 text-sm" aria-label={a.name}>
                <p className="font-medium">{a.name}</p>
                <p className="text-slate-600">
                  {a.position} · {a.experienceInYears} years · stage {a.stage} · {consentText[a.consent]}
                </p>
                <AddCandidateForm shortlistId={shortlistId} application={a} />
              </li>
            ))}
            {data.data.length === 0 && (
              <li className="py-3 text-sm text-slate-500">
                {q
                  ? 'No application matches.'
                  : 'No applications can be added: every eligible one is on the shortlist.'}
              </li>
            )}
          </ul>
          <Pager {...data} onPage={setPage} />
        </>
      ) : (
        <QueryState isPending={isPending} error={error} />
      )}
    </section>
  );
}
