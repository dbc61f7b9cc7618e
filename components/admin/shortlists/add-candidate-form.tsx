'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { useAdminMutation } from '../use-admin';
import type { EligibleApplication } from '@/lib/contracts/shortlists/staff';
import { addCandidateForm } from './shortlist-forms-schema';

/** Adds one application to the shortlist with the agency's "why this fit". */
export function AddCandidateForm({
  shortlistId,
  application,
}: {
  shortlistId: string;
  application: EligibleApplication;
}) {
  const form = useForm({ resolver: zodResolver(addCandidateForm.schema), defaultValues: { note: '' } });
  const field = bindFields(form, addCandidateForm.labels);
  const add = useAdminMutation(
    (note: string) =>
      callEndpoint(api.adminShortlists.addCandidate, {
        params: { id: shortlistId },
        body: { applicationId: application._id, note },
      }),
    `${application.name} added`,
  );

  return (
    <form
      noValidate
      aria-label={`Add ${application.name}`}
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await add.mutateAsync(addCandidateForm.toPayload(values).note);
        } catch (err) {
          applyServerErrors(form, err);
        }
      })}
    >
      <div className="min-w-0 flex-1">
        <FormField {...field('note')} />
      </div>
      <Button type="submit" variant="outline" className="mb-[1px]" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}
