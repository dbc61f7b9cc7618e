'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { staffInvitationMessages } from '@/lib/contracts/users/staff-invitation';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { useMayCall } from '../staff-roles';
import { useAdminMutation } from '../use-admin';
import { inviteStaffForm } from './invite-staff-form-schema';
import { RolesFieldset } from './roles-fieldset';

/** A Manager's invitation of a new staff member: the mailed link sets their password and second factor. */
export function InviteStaffForm() {
  return useMayCall(api.adminUsers.invite) ? <InviteForm /> : null;
}

function InviteForm() {
  const form = useForm({
    resolver: zodResolver(inviteStaffForm.schema),
    defaultValues: { name: '', email: '', roles: [] },
  });
  const field = bindFields(form, inviteStaffForm.labels);
  const roles = useWatch({ control: form.control, name: 'roles' }) ?? [];
  const invite = useAdminMutation(
    (values: ReturnType<typeof inviteStaffForm.toPayload>) => callEndpoint(api.adminUsers.invite, { body: values }),
    (r) => `${staffInvitationMessages.sent} The link to ${r.data.email} works for 72 hours.`,
  );
  return (
    <section aria-labelledby="invite-staff-heading" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="invite-staff-heading" className="font-semibold">
        Invite a staff member
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get a link by email that works once, for 72 hours: it sets their password, then their authenticator app.
        Inviting the same address again replaces the earlier link.
      </p>
      <form
        noValidate
        aria-label="Invite a staff member"
        className="mt-3 grid gap-3 md:grid-cols-2"
        onSubmit={form.handleSubmit(async (values) => {
          await invite.mutateAsync(inviteStaffForm.toPayload(values)).then(
            () => form.reset(),
            (err: unknown) => applyServerErrors(form, err),
          );
        })}
      >
        <FormField {...field('name')} autoComplete="off" />
        <FormField {...field('email')} type="email" autoComplete="off" />
        <div className="md:col-span-2">
          <RolesFieldset
            value={roles}
            onChange={(next) => form.setValue('roles', next, { shouldDirty: true, shouldValidate: true })}
            error={form.formState.errors.roles?.message}
          />
        </div>
        <div>
          <Button type="submit" disabled={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}
