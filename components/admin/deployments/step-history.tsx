'use client';

import { stepStatusLabels, type StepView } from '@/lib/contracts/deployments/deployment';
import { formatDeploymentTime } from '@/lib/contracts/deployments/time';
import { api } from '@/lib/contracts/endpoints';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { EvidenceValue } from './step-evidence';

/** Every change of a step, oldest first: who, when (Manila before the departure, Dubai after), the status, reason and evidence. */
export function StepHistory({
  applicationId,
  step,
  plannedDeparture,
}: {
  applicationId: string;
  step: StepView;
  plannedDeparture: string | null;
}) {
  const { data, isPending, error } = useAdminQuery(api.adminDeploymentSteps.history, {
    params: { id: applicationId, step: step.key },
  });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  if (data.data.length === 0) return <p className="text-sm text-slate-600">No change yet.</p>;
  return (
    <ol aria-label={`History of ${step.label}`} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3 text-sm">
      {data.data.map((entry, i) => (
        <li key={`${entry.at}-${i}`}>
          <span className="font-medium">{entry.verified ? 'Verified' : stepStatusLabels[entry.status]}</span>
          {entry.reason ? `: ${entry.reason}` : ''}{' '}
          <span className="text-slate-600">
            by {entry.by}, {formatDeploymentTime(entry.at, plannedDeparture)}
          </span>
          {!entry.verified && Object.keys(entry.evidence).length > 0 && (
            <ul className="mt-1 text-slate-700">
              {step.evidence
                .filter((item) => entry.evidence[item.field])
                .map((item) => (
                  <li key={item.field}>
                    {item.label}: <EvidenceValue item={item} value={entry.evidence[item.field]!} />
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
