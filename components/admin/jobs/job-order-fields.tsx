'use client';

import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { postingKindLabels, postingKindSchema, type JobOpeningInput, type Lookup } from '@/lib/contracts';
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
export function JobOrderFields({ form, budgets }: { form: UseFormReturn<JobOpeningInput>; budgets: Lookup[] }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const { labels } = jobOpeningForm;
  const pooling = watch('postingKind') === 'MANPOWER_POOLING';
  const confidential = watch('principalConfidential');
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Job order</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={labels.postingKind}
          {...register('postingKind', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'MANPOWER_POOLING') return;
              for (const [name, value] of Object.entries(poolingClears)) {
                form.setValue(name as keyof typeof poolingClears, value);
                form.clearErrors(name as keyof typeof poolingClears);
              }
            },
          })}
          options={postingKindSchema.options.map((kind) => ({ value: kind, label: postingKindLabels[kind] }))}
          error={errors.postingKind?.message}
        />
        {pooling ? (
          <p className="self-end text-sm text-slate-700">
            No approved job order yet: published without salary or vacancies, labelled as manpower pooling.
          </p>
        ) : (
          <TextField
            label={labels.jobOrderNumber}
            {...register('jobOrderNumber', { setValueAs: blankToNull })}
            error={errors.jobOrderNumber?.message}
          />
        )}
        <TextField
          label={labels.principalName}
          {...register('principalName', { setValueAs: blankToNull })}
          error={errors.principalName?.message}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...register('principalConfidential')} /> {labels.principalConfidential}
          {confidential ? <span className="text-slate-600">(the name is not published)</span> : null}
        </label>
        <TextField
          label={labels.worksiteCity}
          {...register('worksiteCity', { setValueAs: blankToNull })}
          error={errors.worksiteCity?.message}
        />
        <TextField
          label={labels.contractMonths}
          type="number"
          min={1}
          {...register('contractMonths', { setValueAs: numberOrNull })}
          error={errors.contractMonths?.message}
        />
        {pooling ? null : (
          <>
            <TextField
              label={labels.vacancies}
              type="number"
              min={1}
              {...register('vacancies', { setValueAs: numberOrNull })}
              error={errors.vacancies?.message}
            />
            <SelectField
              label={labels.salaryBudget}
              {...register('salaryBudget', { setValueAs: blankToNull })}
              options={budgets.map((b) => ({ value: b._id, label: b.name }))}
              placeholder="None"
              error={errors.salaryBudget?.message}
            />
            <TextField
              label={labels.salaryMinAed}
              type="number"
              min={0}
              {...register('salaryMinAed', { setValueAs: numberOrNull })}
              error={errors.salaryMinAed?.message}
            />
            <TextField
              label={labels.salaryMaxAed}
              type="number"
              min={0}
              {...register('salaryMaxAed', { setValueAs: numberOrNull })}
              error={errors.salaryMaxAed?.message}
            />
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
