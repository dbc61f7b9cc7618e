'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { inquiryMessages, type Lookup } from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
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
  const field = bindFields(form, inquiryForm.labels);
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
        <FormField {...field('company_name')} autoComplete="organization" />
        <FormField {...field('contact_person')} autoComplete="name" />
        <FormField {...field('email')} type="email" autoComplete="email" />
        <FormField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
        <FormField
          {...field('company_type')}
          as="select"
          placeholder="Select company type"
          options={options(businessTypes)}
        />
        <FormField
          {...field('number_of_positions', { valueAsNumber: true })}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="positions_needed"
            render={({ field: picker, fieldState }) => (
              <PositionsPicker
                label={inquiryForm.labels.positions_needed}
                positions={positions}
                value={picker.value ?? []}
                onChange={picker.onChange}
                onBlur={picker.onBlur}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
        </div>
        <FormField {...field('location')} as="select" placeholder="Select location" options={options(locations)} />
        <FormField {...field('urgency')} as="select" placeholder="Select urgency" options={options(urgencies)} />
        <div className="sm:col-span-2">
          <FormField
            {...field('budget_range')}
            as="select"
            placeholder="Select budget range"
            options={options(budgets)}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField {...field('additional_requirements')} as="textarea" rows={4} />
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
