'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { inquiryMessages, type Lookup } from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notify } from '@/lib/client/notify';
import { useLookup } from '@/lib/client/use-lookup';
import { useHiringState } from './hiring-state';
import {
  emptyInquiryForm,
  inquiryForm,
  inquiryFormSchema,
  toInquiryPayload,
  type InquiryFormInput,
  type InquiryFormValues,
} from './inquiry-form-schema';
import { PositionsPicker } from './positions-picker';

export interface InquiryLookups {
  businessTypes: Lookup[];
  positions: Lookup[];
  locations: Lookup[];
  urgencies: Lookup[];
  budgets: Lookup[];
}

const options = (list: Lookup[]) => list.map((item) => ({ value: item._id, label: item.name }));

/** The employer's hiring inquiry: validated on change and on submit, sent to /employer-inquiry/submit. */
export function InquiryForm({ lookups }: { lookups: InquiryLookups }) {
  const router = useRouter();
  const { setFormOpen } = useHiringState();
  const section = useRef<HTMLElement>(null);
  // The form replaces the main column when it opens (its code may load first): bring it into view for everyone, keyboard users included.
  useEffect(() => section.current?.focus(), []);
  const form = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    mode: 'onChange',
    defaultValues: emptyInquiryForm,
  });
  const { errors } = form.formState;
  const { labels } = inquiryForm;
  const businessTypes = useLookup('business-type', lookups.businessTypes);
  const positions = useLookup('position', lookups.positions);
  const locations = useLookup('preffered-location', lookups.locations);
  const urgencies = useLookup('hiring-urgency', lookups.urgencies);
  const budgets = useLookup('salary-budget', lookups.budgets);

  const mutation = useMutation({
    mutationFn: (values: InquiryFormValues) => callEndpoint(api.inquiries.submit, { body: toInquiryPayload(values) }),
    onSuccess: () => {
      form.reset(emptyInquiryForm);
      notify.success(inquiryMessages.success);
      close();
      router.push('/employers');
    },
    onError: (err) => {
      applyServerErrors(form, err, inquiryForm.fieldOf);
      notify.error(errorMessage(err, inquiryMessages.failed));
    },
  });

  const submit = form.handleSubmit(
    (values) => mutation.mutate(values),
    () => notify.error(inquiryMessages.invalid),
  );
  const close = () => {
    setFormOpen(false);
    // The form leaves the page; return focus to the button that opened it.
    requestAnimationFrame(() => document.getElementById('start-hiring')?.focus());
  };
  const busy = mutation.isPending;

  return (
    <section
      ref={section}
      id="inquiry-form"
      tabIndex={-1}
      aria-labelledby="inquiry-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus:outline-none"
    >
      <div className="mb-6 flex items-start justify-between gap-4">
        <h2 id="inquiry-form-title" className="text-2xl font-bold text-navy">
          Employer Inquiry Form
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close inquiry form"
          className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-navy"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.company_name}
          autoComplete="organization"
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <TextField
          label={labels.contact_person}
          autoComplete="name"
          error={errors.contact_person?.message}
          {...form.register('contact_person')}
        />
        <EmailField label={labels.email} error={errors.email?.message} {...form.register('email')} />
        <PhoneField label={labels.phone} error={errors.phone?.message} {...form.register('phone')} />
        <SelectField
          label={labels.company_type}
          placeholder="Select company type"
          options={options(businessTypes)}
          error={errors.company_type?.message}
          {...form.register('company_type')}
        />
        <TextField
          label={labels.number_of_positions}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={errors.number_of_positions?.message}
          {...form.register('number_of_positions', { valueAsNumber: true })}
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="positions_needed"
            render={({ field, fieldState }) => (
              <PositionsPicker
                label={labels.positions_needed}
                positions={positions}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
        </div>
        <SelectField
          label={labels.location}
          placeholder="Select location"
          options={options(locations)}
          error={errors.location?.message}
          {...form.register('location')}
        />
        <SelectField
          label={labels.urgency}
          placeholder="Select urgency"
          options={options(urgencies)}
          error={errors.urgency?.message}
          {...form.register('urgency')}
        />
        <div className="sm:col-span-2">
          <SelectField
            label={labels.budget_range}
            placeholder="Select budget range"
            options={options(budgets)}
            error={errors.budget_range?.message}
            {...form.register('budget_range')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={labels.additional_requirements}
            rows={4}
            error={errors.additional_requirements?.message}
            {...form.register('additional_requirements')}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? 'Submitting...' : 'Submit Inquiry'}
          </Button>
        </div>
      </form>
    </section>
  );
}
