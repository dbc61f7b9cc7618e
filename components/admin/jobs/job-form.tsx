'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { iconPaths } from '@/components/ui/icon-paths';
import {
  employmentTypeSchema,
  jobOpeningDefaults,
  jobOpeningInputSchema,
  jobTagSchema,
  pickJobOrder,
  type JobOpening,
  type JobOpeningInput,
} from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { blankToNull, JobOrderFields } from './job-order-fields';
import { RichTextEditor } from './rich-text-editor';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function toInput(job: JobOpening | undefined): JobOpeningInput {
  if (!job) return { title: '', companyName: '', locations: [], ...jobOpeningDefaults };
  return {
    title: job.title,
    companyName: job.companyName,
    icon: job.icon,
    tag: job.tag,
    position: job.position?._id ?? null,
    locations: job.location.map((l) => l._id),
    salaryBudget: job.salaryBudget?._id ?? null,
    salaryMinAed: job.salaryMinAed,
    salaryMaxAed: job.salaryMaxAed,
    employmentType: job.employmentType,
    ...pickJobOrder(job),
    description: job.description,
    responsibilities: job.responsibilities,
    benefits: job.benefits,
    isActive: job.isActive,
    validThrough: job.validThrough?.slice(0, 10) ?? null,
  };
}

/** Creates or edits a job opening (a job order, or manpower pooling); the public pages show the change at once. */
export function JobForm({ job }: { job?: JobOpening }) {
  const router = useRouter();
  const positions = useAdminQuery(api.adminLookups.list, { params: { kind: 'position' } }).data?.data ?? [];
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } }).data?.data ?? [];
  const budgets = useAdminQuery(api.adminLookups.list, { params: { kind: 'salary-budget' } }).data?.data ?? [];
  const form = useForm<JobOpeningInput>({
    resolver: zodResolver(jobOpeningInputSchema) as never,
    defaultValues: toInput(job),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const save = useAdminMutation(
    (values: JobOpeningInput) =>
      job
        ? callEndpoint(api.adminJobOpenings.update, { params: { id: job._id }, body: values })
        : callEndpoint(api.adminJobOpenings.create, { body: values }),
    job ? 'Job opening saved' : 'Job opening created',
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      router.push('/admin/jobs');
    } catch (err) {
      // The form's values are the contract's payload: the server's keys are its field names.
      applyServerErrors(form, err);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-4xl space-y-5 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" {...register('title')} error={errors.title?.message} />
        <TextField label="Company name" {...register('companyName')} error={errors.companyName?.message} />
        <SelectField
          label="Position"
          {...register('position', { setValueAs: blankToNull })}
          options={positions.map((p) => ({ value: p._id, label: p.name }))}
          placeholder="None"
          error={errors.position?.message}
        />
        <SelectField
          label="Tag"
          {...register('tag')}
          options={options(jobTagSchema.options)}
          error={errors.tag?.message}
        />
        <SelectField
          label="Icon"
          {...register('icon')}
          options={options(Object.keys(iconPaths))}
          error={errors.icon?.message}
        />
        <SelectField
          label="Employment type"
          {...register('employmentType')}
          options={employmentTypeSchema.options.map((t) => ({ value: t, label: t.replace('_', ' ').toLowerCase() }))}
          error={errors.employmentType?.message}
        />
        <TextField
          label="Valid through (the posting ends)"
          type="date"
          {...register('validThrough', { setValueAs: blankToNull })}
          error={errors.validThrough?.message}
        />
      </div>

      <JobOrderFields form={form} budgets={budgets} />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Locations</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {locations.map((l) => (
            <label key={l._id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={l._id} {...register('locations')} /> {l.name}
            </label>
          ))}
        </div>
        <FormError message={errors.locations?.message ?? errors.locations?.root?.message} className="mt-1" />
      </fieldset>

      {(['description', 'responsibilities', 'benefits'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={name.charAt(0).toUpperCase() + name.slice(1)}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}

      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isActive')} /> Active (published on the careers page; a job order needs
        every field above)
      </label>

      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : job ? 'Save job opening' : 'Create job opening'}
        </Button>
        <Button variant="outline" onClick={() => router.push('/admin/jobs')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
