'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import {
  applicationMessages,
  educationLabels,
  educationLevels,
  englishLabels,
  englishLevels,
  localTodayIso,
  type JobSummary,
} from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notify } from '@/lib/client/notify';
import {
  applicationForm,
  applicationFormSchema,
  emptyApplicationForm,
  toApplicationPayload,
  localTomorrowIso,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-form-schema';
import { useLookup } from '@/lib/client/use-lookup';
import { appliedJobIdsKey } from './use-applied-job-ids';
import { VideoRecorder } from './video-recorder';

const englishOptions = englishLevels.map((level) => ({ value: level, label: englishLabels[level] }));
const educationOptions = educationLevels.map((level) => ({ value: level, label: educationLabels[level] }));
const talkingPoints = [
  'Greeting and your name',
  'Your current role',
  'Your key skills',
  'Projects you have worked on',
  'Your strengths',
  'Why you want this job (motivation)',
];

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-navy">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface ApplicationFormProps {
  /** The opening applied to; without one the application is a general one. */
  job?: JobSummary;
  onClose: () => void;
}

/** The job application: details, resume and a recorded video introduction, sent to /apply-job. */
export function ApplicationForm({ job, onClose }: ApplicationFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const positions = useLookup('position');
  const locations = useLookup('preffered-location');
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onChange',
    defaultValues: emptyApplicationForm,
  });
  const { errors, isSubmitting } = form.formState;
  const { labels } = applicationForm;

  // The form replaces the list: move focus to it so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const resumeForm = new FormData();
        resumeForm.append(api.uploads.resumeImage.upload.field, values.resume);
        const { data: resume } = await callEndpoint(api.uploads.resumeImage, { form: resumeForm });
        await callEndpoint(api.applications.apply, {
          body: toApplicationPayload(values, { jobId: job?._id }, resume.path),
        });
        notify.success(applicationMessages.success);
        form.reset(emptyApplicationForm);
        onClose();
        await queryClient.invalidateQueries({ queryKey: appliedJobIdsKey });
        router.push('/candidates');
      } catch (err) {
        applyServerErrors(form, err, applicationForm.fieldOf);
        notify.error(errorMessage(err, applicationMessages.submitFailed));
      }
    },
    (invalid) => {
      notify.error(applicationMessages.submitInvalid);
      if (invalid.video) notify.error(applicationMessages.video);
    },
  );

  const options = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item._id, label: item.name }));

  return (
    <section
      aria-labelledby="application-form-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h2
            id="application-form-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none"
          >
            {job ? job.companyName : 'Job Application Form'}
          </h2>
          {job ? <p className="mt-1 text-slate-700">{job.title}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close application form"
          className="rounded p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-navy"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>

      <form onSubmit={submit} noValidate className="space-y-6">
        <FormSection title="Personal Information">
          <TextField
            label={labels.full_name}
            autoComplete="name"
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <EmailField label={labels.email} error={errors.email?.message} {...form.register('email')} />
          <PhoneField label={labels.phone} error={errors.phone?.message} {...form.register('phone')} />
          {job ? null : (
            <SelectField
              label={labels.position_applied}
              options={options(positions)}
              placeholder="Select a position"
              error={errors.position_applied?.message}
              {...form.register('position_applied')}
            />
          )}
        </FormSection>

        <FormSection title="Professional Information">
          <TextField
            label={labels.experience_years}
            type="number"
            min={0}
            max={50}
            step={1}
            inputMode="numeric"
            error={errors.experience_years?.message}
            {...form.register('experience_years')}
          />
          <TextField
            label={labels.previous_job_title}
            error={errors.previous_job_title?.message}
            {...form.register('previous_job_title')}
          />
          <SelectField
            label={labels.education_level}
            options={educationOptions}
            placeholder="Select education level"
            error={errors.education_level?.message}
            {...form.register('education_level')}
          />
          <SelectField
            label={labels.english_proficiency}
            options={englishOptions}
            placeholder="Select proficiency"
            error={errors.english_proficiency?.message}
            {...form.register('english_proficiency')}
          />
        </FormSection>

        <FormSection title="Travel & Deployment Information">
          <TextField
            label={labels.passport_number}
            autoCapitalize="characters"
            error={errors.passport_number?.message}
            {...form.register('passport_number')}
          />
          <TextField
            label={labels.passport_expiry}
            type="date"
            min={localTomorrowIso()}
            error={errors.passport_expiry?.message}
            {...form.register('passport_expiry', { deps: ['availability_date'] })}
          />
          <SelectField
            label={labels.preferred_location}
            options={options(locations)}
            placeholder="Select a location"
            error={errors.preferred_location?.message}
            {...form.register('preferred_location')}
          />
          <TextField
            label={labels.availability_date}
            type="date"
            min={localTodayIso()}
            error={errors.availability_date?.message}
            {...form.register('availability_date')}
          />
        </FormSection>

        <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-navy">Additional Information</legend>
          <TextAreaField
            label={labels.notes}
            rows={4}
            maxLength={500}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
        </fieldset>

        <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-navy">Resume Upload</legend>
          <TextField
            label={labels.resume}
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            error={errors.resume?.message}
            {...form.register('resume')}
          />
        </fieldset>

        <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
          <legend className="px-1 text-lg font-semibold text-navy">{labels.video}</legend>
          <p className="text-sm text-slate-700">Record a short video introducing yourself. Please talk about:</p>
          <ul className="mb-4 mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {talkingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Controller
            name="video"
            control={form.control}
            render={({ field, fieldState }) => (
              <VideoRecorder value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </fieldset>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </section>
  );
}
