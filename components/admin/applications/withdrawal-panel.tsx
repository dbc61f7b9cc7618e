'use client';

import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { AdminApplicationDetail } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { formatDateTime } from '../format';
import { useAdminMutation } from '../use-admin';

/**
 * On a withdrawn application: who withdrew it, when and why, and (for an application to an opening)
 * "Allow to apply again", after which the job offers Apply again to the candidate.
 */
export function WithdrawalPanel({ application: a }: { application: AdminApplicationDetail }) {
  const allow = useAdminMutation(
    () => callEndpoint(api.adminApplications.allowReapply, { params: { id: a._id } }),
    'The candidate can apply to this job again',
  );
  if (a.stage !== 'Withdrawn') return null;
  const withdrawal = a.stageHistory.findLast((h) => h.toStage === 'Withdrawn');

  return (
    <section aria-labelledby="withdrawal-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="withdrawal-heading" className="font-semibold">
        {withdrawal?.byCandidate ? 'Withdrawn by the candidate' : 'Withdrawn'}
      </h2>
      {withdrawal ? <p className="mt-1 text-sm text-slate-700">{formatDateTime(withdrawal.createdAt)}</p> : null}
      <p className="mt-2 text-sm">Reason: {withdrawal?.reason || 'none given'}</p>
      {a.job ? (
        a.reapplyAllowed ? (
          <p className="mt-3 text-sm font-medium text-green-800">The candidate may apply to this job again.</p>
        ) : (
          <Button className="mt-3" onClick={() => allow.mutate(undefined)} disabled={allow.isPending}>
            Allow to apply again
          </Button>
        )
      ) : null}
    </section>
  );
}
