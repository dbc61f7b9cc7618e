'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import type { DecisionInput, DecisionView, EmployerDecision } from '@/lib/contracts/shortlists/shortlist';
import { api } from '@/lib/contracts/endpoints/site';

// The reason, comment and scorecard form (react-hook-form, zod) loads when first opened, off the page's first load.
const DecisionForm = dynamic(() => import('./decision-form').then((m) => m.DecisionForm), {
  ssr: false,
  loading: () => <p className="mt-3 text-sm text-slate-500">Loading…</p>,
});

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/**
 * The contact's decision on a candidate: Interview and Maybe in one tap, Not suitable with a reason;
 * scores and a private comment in a form that opens below. The buttons say which is chosen; on a
 * closed shortlist they only show it.
 */
export function DecisionPanel({
  shortlistId,
  candidateId,
  candidateName,
  initial,
  decisions,
  savedText,
  closed,
}: {
  shortlistId: string;
  candidateId: string;
  candidateName: string;
  initial: DecisionView | null;
  decisions: readonly EmployerDecision[];
  savedText: string;
  closed: boolean;
}) {
  const [decision, setDecision] = useState(initial);
  const [formFor, setFormFor] = useState<EmployerDecision | 'current' | null>(null);
  const [pending, setPending] = useState(false);
  const statusId = `decision-${candidateId}`;

  const save = async (body: DecisionInput) => {
    setPending(true);
    try {
      const { data } = await callEndpoint(api.employer.decide, { params: { id: shortlistId, candidateId }, body });
      setDecision(data.candidates.find((c) => c._id === candidateId)?.decision ?? null);
      setFormFor(null);
      notify.success(savedText);
    } catch (err) {
      notify.error(errorMessage(err, 'Your decision could not be saved. Please try again.'));
      throw err;
    } finally {
      setPending(false);
    }
  };

  const tap = (choice: EmployerDecision) => {
    // A reason is asked for Not suitable; the others are saved at once, keeping any scores given.
    if (choice === 'Not suitable') return setFormFor(choice);
    void save({ decision: choice, scorecard: decision?.scorecard ?? null }).catch(() => undefined);
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div role="group" aria-label={`Your decision on ${candidateName}`} className="flex flex-wrap gap-2">
        {decisions.map((choice) => (
          <Button
            key={choice}
            variant={decision?.decision === choice ? 'secondary' : 'outline'}
            aria-pressed={decision?.decision === choice}
            aria-describedby={statusId}
            disabled={pending || closed}
            onClick={() => tap(choice)}
          >
            {choice}
          </Button>
        ))}
        <Button variant="ghost" disabled={pending || closed} onClick={() => setFormFor('current')}>
          Scores and comment
        </Button>
      </div>
      <p id={statusId} role="status" className="mt-2 text-sm text-slate-600">
        {decision
          ? `Your decision: ${decision.decision}${decision.reason ? ` (${decision.reason})` : ''}, ${dateFormat.format(new Date(decision.decidedAt))}${decision.decidedBy ? ` by ${decision.decidedBy}` : ''}.`
          : 'No decision yet.'}
      </p>
      {formFor ? (
        <DecisionForm
          key={formFor}
          candidateName={candidateName}
          preset={formFor === 'current' ? (decision?.decision ?? null) : formFor}
          current={decision}
          onSave={save}
          onCancel={() => setFormFor(null)}
        />
      ) : null}
    </div>
  );
}
