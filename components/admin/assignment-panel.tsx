'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { assignmentMessages, type Assignment, type AssignableStaff } from '@/lib/contracts/users/assignment';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { assignmentForm } from './assignment-form-schema';
import { blankToNull } from './jobs/job-order-fields';
import { QueryState } from './query-state';
import { useMayCall } from './staff-roles';
import { useAdminMutation, useAdminQuery } from './use-admin';

/** The two records staff are assigned to, each with its read and its save. */
const assigned = {
  client: { read: api.adminClients.assignment, save: api.adminClients.assign, noun: 'client' },
  'job-opening': { read: api.adminJobOpenings.assignment, save: api.adminJobOpenings.assign, noun: 'job order' },
};

/**
 * A Manager's panel on a client's or job order's page: who owns it and who is on its team (their
 * recruiters see its records). Hidden from everyone else, who may not assign.
 */
export function AssignmentPanel({ record, id }: { record: keyof typeof assigned; id: string }) {
  return useMayCall(assigned[record].save) ? <AssignmentLoader record={record} id={id} /> : null;
}

function AssignmentLoader({ record, id }: { record: keyof typeof assigned; id: string }) {
  const current = useAdminQuery(assigned[record].read, { params: { id } });
  const staff = useAdminQuery(api.adminUsers.assignable);
  const heading = `assignment-heading-${record}`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={heading} className="font-semibold">
        Owner and team
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Recruiters see the applications, shortlists, interviews and offers of the {assigned[record].noun}s they own or
        are on the team of. Without an owner, only Managers see them.
      </p>
      {current.data && staff.data ? (
        <AssignmentForm
          record={record}
          id={id}
          assignment={current.data.data}
          staff={staff.data.data}
          key={JSON.stringify(current.data.data)}
        />
      ) : (
        <QueryState isPending={current.isPending || staff.isPending} error={current.error ?? staff.error} />
      )}
    </section>
  );
}

function AssignmentForm({
  record,
  id,
  assignment,
  staff,
}: {
  record: keyof typeof assigned;
  id: string;
  assignment: Assignment;
  staff: AssignableStaff[];
}) {
  const form = useForm({
    resolver: zodResolver(assignmentForm.schema),
    defaultValues: { ownerId: assignment.owner?._id ?? null, teamIds: assignment.team.map((m) => m._id) },
  });
  const field = bindFields(form, assignmentForm.labels);
  const save = useAdminMutation(
    (values: ReturnType<typeof assignmentForm.toPayload>) =>
      callEndpoint(assigned[record].save, { params: { id }, body: values }),
    assignmentMessages.saved,
  );
  // Someone no longer assignable (a role taken away) stays listed while they hold the record.
  const shown = [
    ...staff,
    ...[assignment.owner, ...assignment.team].filter((m) => m && !staff.some((s) => s._id === m._id)),
  ]
    .filter((m): m is AssignableStaff => m !== null)
    .map((m) => ({ value: m._id, label: `${m.name} (${m.staffRoles.join(', ') || 'no role'})` }));
  const team = useWatch({ control: form.control, name: 'teamIds' }) ?? [];
  const owner = useWatch({ control: form.control, name: 'ownerId' });
  const toggle = (userId: string, on: boolean) =>
    form.setValue('teamIds', on ? [...team, userId] : team.filter((t) => t !== userId), { shouldDirty: true });

  return (
    <form
      noValidate
      aria-label={`Owner and team of this ${assigned[record].noun}`}
      className="mt-3 space-y-3"
      onSubmit={form.handleSubmit(async (values) => {
        await save.mutateAsync(assignmentForm.toPayload(values)).catch((err: unknown) => applyServerErrors(form, err));
      })}
    >
      <FormField
        {...field('ownerId', { setValueAs: blankToNull })}
        as="select"
        options={shown}
        placeholder="Nobody (Managers only)"
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{assignmentForm.labels.teamIds}</legend>
        <div className="mt-1 grid gap-1">
          {shown
            .filter((m) => m.value !== owner)
            .map((m) => (
              <label key={m.value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={team.includes(m.value)}
                  onChange={(e) => toggle(m.value, e.target.checked)}
                />
                {m.label}
              </label>
            ))}
        </div>
        <FormError message={form.formState.errors.teamIds?.message} className="mt-1" />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        Save owner and team
      </Button>
    </form>
  );
}
