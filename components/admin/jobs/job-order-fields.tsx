'use client';

import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { postingKindLabels, postingKindSchema, type JobOpeningInput, type Lookup } from '@/lib/contracts';
import { bindFields } from '@/lib/forms/bind-fields';
import { jobOpeningForm } from './job-form-schema';

export const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
export const numberOrNull = (v: unknown) => (v === '' || v == null ? null : Number(v));

/** What manpower pooling may not state: cleared when staff choose it, so a switch leaves nothing behind. */
export const poolingClears = {
  jobOrderNumber: null,
  vacancies: null,
  salaryMinAed: null,
  salaryMaxAed: null,
  salaryBudget: null,
} as const;

const flags = ['accommodationProvided', 'foodProvided', 'transportProvided', 'visaProvided'] as const;

/**
 * The job order's fields (DMW advertising rules): its kind, number, principal, worksite city,
 * vacancies, salary, contract and what the employer provides. Manpower pooling hides what it may not state.
 */
export function JobOrderFields({
  form,
  budgets,
}: {
  form: UseFormReturn<JobOpeningInput>;
  /** Undefined while loading: the select waits for its options (see JobForm). */
  budgets: Lookup[] | undefined;
}) {
  const { register, watch } = form;
  const { labels } = jobOpeningForm;
  const field = bindFields(form, labels);
  const pooling = watch('postingKind') === 'MANPOWER_POOLING';
  const confidential = watch('principalConfidential');
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Job order</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('postingKind', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'MANPOWER_POOLING') return;
              for (const [name, value] of Object.entries(poolingClears)) {
                form.setValue(name as keyof typeof poolingClears, value);
                form.clearErrors(name as keyof typeof poolingClears);
              }
            },
          })}
          as="select"
          options={postingKindSchema.options.map((kind) => ({ value: kind, label: postingKindLabels[kind] }))}
        />
        {pooling ? (
          <p className="self-end text-sm text-slate-700">
            No approved job order yet: published without salary or vacancies, labelled as manpower pooling.
          </p>
        ) : (
          <FormField {...field('jobOrderNumber', { setValueAs: blankToNull })} />
        )}
        <FormField {...field('principalName', { setValueAs: blankToNull })} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...register('principalConfidential')} /> {labels.principalConfidential}
          {confidential ? <span className="text-slate-600">(the name is not published)</span> : null}
        </label>
        <FormField {...field('worksiteCity', { setValueAs: blankToNull })} />
        <FormField {...field('contractMonths', { setValueAs: numberOrNull })} type="number" min={1} />
        {pooling ? null : (
          <>
            <FormField {...field('vacancies', { setValueAs: numberOrNull })} type="number" min={1} />
            {budgets ? (
              <FormField
                {...field('salaryBudget', { setValueAs: blankToNull })}
                as="select"
                options={budgets.map((b) => ({ value: b._id, label: b.name }))}
                placeholder="None"
              />
            ) : null}
            <FormField {...field('salaryMinAed', { setValueAs: numberOrNull })} type="number" min={0} />
            <FormField {...field('salaryMaxAed', { setValueAs: numberOrNull })} type="number" min={0} />
          </>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">The employer provides</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {flags.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register(name)} /> {labels[name]}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
