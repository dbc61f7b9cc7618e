'use client';

import { useState } from 'react';
import { stepStatusLabels, type StepView } from '@/lib/contracts/deployments/deployment';
import { Button } from '@/components/ui/button';
import { formatDate } from '../format';
import { AgencyStepForm } from './agency-step-form';
import { StepActions } from './step-actions';
import { StepEvidence } from './step-evidence';
import { StepHistory } from './step-history';

const actorLabels = { candidate: 'the candidate', agency: 'the agency', employer: 'the employer' } as const;

/** One step of a deployment: its status and due date, its evidence, what staff may do, and its history on demand. */
export function StepCard({
  applicationId,
  step,
  plannedDeparture,
}: {
  applicationId: string;
  step: StepView;
  plannedDeparture: string | null;
}) {
  const [history, setHistory] = useState(false);
  return (
    <li aria-label={step.label} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {step.label}
          {step.custom && <span className="font-normal text-slate-500"> (added to this deployment)</span>}
        </h2>
        <span className="text-sm font-semibold">
          {stepStatusLabels[step.status]}
          {step.verified ? ', verified' : ''}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        By {actorLabels[step.actor]}
        {step.dueOn ? `, due ${formatDate(step.dueOn)}` : ', undated'}
      </p>
      {step.reason && <p className="mt-1 text-sm text-red-800">Reason: {step.reason}</p>}
      <StepEvidence step={step} />
      {step.actor === 'agency' && step.status === 'pending' && (
        <AgencyStepForm applicationId={applicationId} step={step} />
      )}
      <StepActions applicationId={applicationId} step={step} />
      <Button
        variant="ghost"
        className="mt-2 px-2 py-1 text-xs"
        aria-expanded={history}
        onClick={() => setHistory((h) => !h)}
      >
        {history ? 'Hide history' : 'Show history'}
      </Button>
      {history && <StepHistory applicationId={applicationId} step={step} plannedDeparture={plannedDeparture} />}
    </li>
  );
}
