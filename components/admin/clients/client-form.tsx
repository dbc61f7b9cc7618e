'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { ClientDetail, ClientInput } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { blankToNull } from '../jobs/job-order-fields';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { clientForm } from './client-form-schema';

const emptyClient: ClientInput = { name: '', businessTypeId: null, locationId: null, notes: '' };

/**
 * A client's fields: a new one (in the "New client" dialog) or one being edited. `save` sends them;
 * the server's field messages go back under the fields.
 */
export function ClientForm({
  client,
  save,
  submitLabel,
}: {
  client?: ClientDetail;
  save: (values: ClientInput) => Promise<unknown>;
  submitLabel: string;
}) {
  const businessTypes = useAdminQuery(api.adminLookups.list, { params: { kind: 'business-type' } });
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } });
  // The selects are drawn once their options are in, so they show (and keep) the stored values.
  if (!businessTypes.data || !locations.data) {
    return (
      <QueryState
        isPending={businessTypes.isPending || locations.isPending}
        error={businessTypes.error ?? locations.error}
      />
    );
  }
  return (
    <ClientFields
      client={client}
      save={save}
      submitLabel={submitLabel}
      businessTypes={businessTypes.data.data}
      locations={locations.data.data}
    />
  );
}

type Option = { _id: string; name: string };

function ClientFields({
  client,
  save,
  submitLabel,
  businessTypes,
  locations,
}: {
  client?: ClientDetail;
  save: (values: ClientInput) => Promise<unknown>;
  submitLabel: string;
  businessTypes: Option[];
  locations: Option[];
}) {
  const form = useForm<ClientInput>({
    resolver: zodResolver(clientForm.schema) as never,
    defaultValues: client
      ? { name: client.name, businessTypeId: client.businessTypeId, locationId: client.locationId, notes: client.notes }
      : emptyClient,
  });
  const field = bindFields(form, clientForm.labels);
  const options = (items: Option[]) => items.map((i) => ({ value: i._id, label: i.name }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField {...field('name')} autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('businessTypeId', { setValueAs: blankToNull })}
          as="select"
          options={options(businessTypes)}
          placeholder="None"
        />
        <FormField
          {...field('locationId', { setValueAs: blankToNull })}
          as="select"
          options={options(locations)}
          placeholder="None"
        />
      </div>
      <FormField {...field('notes')} as="textarea" rows={3} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
