'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';
import { iconPaths } from '@/components/ui/icon-paths';
import {
  employmentTypeSchema,
  jobOpeningInputSchema,
  jobTagSchema,
  type AdminJobOpening,
  type JobOpeningInput,
} from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { jobFormValues, jobOpeningForm } from './job-form-schema';
import { blankToNull, JobOrderFields } from './job-order-fields';
import { RichTextEditor } from './rich-text-editor';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Creates or edits a job opening (a job order, or manpower pooling); the public pages show the change at once. */
export function JobForm({ job }: { job?: AdminJobOpening }) {
  const router = useRouter();
  // Each select is drawn once its options are in, so it shows (and keeps) the stored value: a select
  // drawn without its option shows "None" while the form still holds the value.
  const positions = useAdminQuery(api.adminLookups.list, { params: { kind: 'position' } }).data?.data;
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } }).data?.data ?? [];
  const budgets = useAdminQuery(api.adminLookups.list, { params: { kind: 'salary-budget' } }).data?.data;
  const clients = useAdminQuery(api.adminClients.options).data?.data;
  const form = useForm<JobOpeningInput>({
    resolver: zodResolver(jobOpeningInputSchema) as never,
    defaultValues: jobFormValues(job),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { labels } = jobOpeningForm;
  const field = bindFields(form, labels);
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
        <FormField {...field('title')} />
        <FormField {...field('companyName')} />
        {positions ? (
          <FormField
            {...field('position', { setValueAs: blankToNull })}
            as="select"
            options={positions.map((p) => ({ value: p._id, label: p.name }))}
            placeholder="None"
          />
        ) : null}
        <FormField {...field('tag')} as="select" options={options(jobTagSchema.options)} />
        <FormField {...field('icon')} as="select" options={options(Object.keys(iconPaths))} />
        <FormField
          {...field('employmentType')}
          as="select"
          options={employmentTypeSchema.options.map((t) => ({ value: t, label: t.replace('_', ' ').toLowerCase() }))}
        />
        {clients ? (
          <FormField
            {...field('clientId', { setValueAs: blankToNull })}
            as="select"
            options={clients.map((c) => ({ value: c._id, label: c.name }))}
            placeholder="No client"
          />
        ) : null}
        <FormField {...field('validThrough', { setValueAs: blankToNull })} type="date" />
      </div>

      <JobOrderFields form={form} budgets={budgets} />

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{labels.locations}</legend>
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
              label={labels[name]}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}

      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isActive')} /> {labels.isActive}
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
