'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { applicationStages, type AdminApplicationDetail } from '@/lib/contracts';
import { formatDateTime } from '../format';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { useAdminMutation } from '../use-admin';

/** Moves an application along the pipeline, optionally emailing the candidate; shows who moved it when. */
export function StageForm({ application }: { application: AdminApplicationDetail }) {
  const [stage, setStage] = useState(application.stage);
  const [notify, setNotify] = useState(false);
  const change = useAdminMutation(
    () =>
      callEndpoint(api.adminApplications.setStage, {
        params: { id: application._id },
        body: { stage, notifyCandidate: notify },
      }),
    `Moved to ${stage}`,
  );

  return (
    <section aria-labelledby="stage-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="stage-heading" className="font-semibold">
        Stage: {application.stage}
      </h2>
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate(undefined);
        }}
      >
        <FormField
          as="select"
          label="Move to"
          value={stage}
          onChange={(e) => setStage(e.target.value as typeof stage)}
          options={applicationStages.map((s) => ({ value: s, label: s }))}
          placeholder="Choose a stage"
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
          Email the candidate about this change
        </label>
        <Button type="submit" disabled={change.isPending || stage === application.stage}>
          Change stage
        </Button>
      </form>
      <h3 className="mt-4 text-sm font-semibold">History</h3>
      <ol className="mt-2 space-y-1 text-sm text-slate-600">
        {application.stageHistory.map((h) => (
          <li key={h._id}>
            {h.fromStage} → {h.toStage} by {h.byCandidate ? 'the candidate' : (h.changedBy ?? 'former staff')},{' '}
            {formatDateTime(h.createdAt)}
            {h.candidateEmailed ? ' (candidate emailed)' : ''}
            {h.reason ? <span className="block pl-3 italic">Reason: {h.reason}</span> : null}
          </li>
        ))}
        {application.stageHistory.length === 0 && <li>Received {formatDateTime(application.createdAt)}.</li>}
      </ol>
    </section>
  );
}
