'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { ClientDetail } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { formatDate } from '../format';
import { blankToNull } from '../jobs/job-order-fields';
import { useAdminMutation } from '../use-admin';
import { newShortlistForm } from './new-shortlist-form-schema';

/** Starts a shortlist for one of the client's job orders or inquiries, then opens its builder. */
export function NewShortlistForm({ client }: { client: ClientDetail }) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(newShortlistForm.schema),
    defaultValues: { title: '', jobOpeningId: null, inquiryId: null },
  });
  const field = bindFields(form, newShortlistForm.labels);
  const create = useAdminMutation(
    (values: ReturnType<typeof newShortlistForm.toPayload>) =>
      callEndpoint(api.adminShortlists.create, { body: { ...values, clientId: client._id } }),
    'Shortlist created',
  );

  return (
    <form
      noValidate
      className="mt-4 grid gap-3 border-t border-slate-100 pt-4 md:grid-cols-3"
      aria-label="New shortlist"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          const { data } = await create.mutateAsync(newShortlistForm.toPayload(values));
          router.push(`/admin/shortlists/${data._id}`);
        } catch (err) {
          applyServerErrors(form, err);
        }
      })}
    >
      <FormField {...field('title')} />
      <FormField
        {...field('jobOpeningId', { setValueAs: blankToNull })}
        as="select"
        options={client.jobOrders.map((j) => ({ value: j._id, label: j.title }))}
        placeholder="None"
      />
      <FormField
        {...field('inquiryId', { setValueAs: blankToNull })}
        as="select"
        options={client.inquiries.map((i) => ({
          value: i._id,
          label: `${formatDate(i.createdAt)} · ${i.totalPositions} positions`,
        }))}
        placeholder="None"
      />
      <div className="md:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          New shortlist
        </Button>
      </div>
    </form>
  );
}
