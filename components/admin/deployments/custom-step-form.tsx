'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { stepActors, type StepActor } from '@/lib/contracts/deployments/steps';
import { api } from '@/lib/contracts/endpoints';
import { MayCall } from '../staff-roles';
import { useAdminMutation } from '../use-admin';

const actorOptions = stepActors.map((actor) => ({
  value: actor,
  label: { candidate: 'The candidate', agency: 'The agency', employer: 'The employer' }[actor],
}));

/** Whole days from the departure to a due date (both calendar dates): the step moves with the departure. */
const daysFrom = (departure: string, due: string) =>
  Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`)) / 86_400_000);

/**
 * A step added to this one deployment: its name, who does it and when it is due. The due date is kept
 * as days from the planned departure (so it moves with it); with no departure planned, the days are asked.
 */
export function CustomStepForm({
  applicationId,
  plannedDeparture,
}: {
  applicationId: string;
  plannedDeparture: string | null;
}) {
  const [label, setLabel] = useState('');
  const [actor, setActor] = useState<StepActor>('candidate');
  const [due, setDue] = useState('');
  const [instructions, setInstructions] = useState('');
  const add = useAdminMutation(
    () =>
      callEndpoint(api.adminDeploymentSteps.addStep, {
        params: { id: applicationId },
        body: {
          label,
          actor,
          dueDaysFromDeparture: plannedDeparture ? daysFrom(plannedDeparture, due) : Number(due),
          instructions,
        },
      }),
    `${label} added`,
  );
  return (
    <MayCall endpoint={api.adminDeploymentSteps.addStep}>
      <form
        aria-label="Add a step to this deployment"
        className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(undefined, { onSuccess: () => setLabel('') });
        }}
      >
        <h2 className="font-semibold sm:col-span-2">Add a step to this deployment</h2>
        <FormField label="Step" value={label} onChange={(e) => setLabel(e.target.value)} required maxLength={100} />
        <FormField
          as="select"
          label="Who does it"
          value={actor}
          onChange={(e) => setActor(e.target.value as StepActor)}
          options={actorOptions}
        />
        {plannedDeparture ? (
          <FormField label="Due date" type="date" value={due} onChange={(e) => setDue(e.target.value)} required />
        ) : (
          <FormField
            label="Due (days from the departure; negative: before it)"
            type="number"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            required
          />
        )}
        <FormField
          label="Instructions (optional)"
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          maxLength={300}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            Add the step
          </Button>
        </div>
      </form>
    </MayCall>
  );
}
