'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { StepView } from '@/lib/contracts/deployments/deployment';
import { api } from '@/lib/contracts/endpoints';
import { ReasonForm } from '../reason-form';
import { MayCall } from '../staff-roles';
import { useAdminMutation } from '../use-admin';

const steps = api.adminDeploymentSteps;
type ReasonEndpoint = typeof steps.reject | typeof steps.block | typeof steps.notNeeded;

/** A change that needs a reason: a button opening a one-line field (the reason is shown to whoever acts). */
function ReasonAction({
  endpoint,
  params,
  label,
  field,
  done,
}: {
  endpoint: ReasonEndpoint;
  params: { id: string; step: string };
  label: string;
  field: string;
  done: string;
}) {
  const [open, setOpen] = useState(false);
  const change = useAdminMutation((reason: string) => callEndpoint(endpoint, { params, body: { reason } }), done);
  return (
    <MayCall endpoint={endpoint}>
      <Button variant="outline" className="px-2 py-1 text-xs" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}…
      </Button>
      {open && (
        <ReasonForm
          aria-label={`${label}: ${params.step}`}
          className="flex w-full flex-wrap items-end gap-2"
          field={field}
          submit={label}
          pending={change.isPending}
          onSubmit={(reason) => change.mutate(reason)}
        />
      )}
    </MayCall>
  );
}

/** What staff may do with a step now: verify or reject done evidence, block, mark not needed, open again. */
export function StepActions({ applicationId, step }: { applicationId: string; step: StepView }) {
  const params = { id: applicationId, step: step.key };
  const verify = useAdminMutation(() => callEndpoint(steps.verify, { params }), `${step.label}: evidence verified`);
  const reopen = useAdminMutation(() => callEndpoint(steps.reopen, { params }), `${step.label} is open again`);
  return (
    <div className="mt-3 flex flex-wrap items-start gap-2">
      {step.status === 'done' && !step.verified && (
        <MayCall endpoint={steps.verify}>
          <Button
            variant="outline"
            className="px-2 py-1 text-xs"
            disabled={verify.isPending}
            onClick={() => verify.mutate(undefined)}
          >
            Verify
          </Button>
        </MayCall>
      )}
      {step.status === 'done' && (
        <ReasonAction
          endpoint={steps.reject}
          params={params}
          label="Reject"
          field="What is wrong (whoever acts sees it)"
          done={`${step.label} sent back`}
        />
      )}
      {step.status === 'pending' && (
        <ReasonAction
          endpoint={steps.block}
          params={params}
          label="Block"
          field="Why it is blocked"
          done={`${step.label} blocked`}
        />
      )}
      {step.status !== 'not-needed' && (
        <ReasonAction
          endpoint={steps.notNeeded}
          params={params}
          label="Not needed"
          field="Why this deployment does not need it"
          done={`${step.label} marked not needed`}
        />
      )}
      {step.status !== 'pending' && (
        <MayCall endpoint={steps.reopen}>
          <Button
            variant="outline"
            className="px-2 py-1 text-xs"
            disabled={reopen.isPending}
            onClick={() => reopen.mutate(undefined)}
          >
            Open again
          </Button>
        </MayCall>
      )}
    </div>
  );
}
