'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import {
  applicationMessages,
  consentTexts,
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
import { useConsentTerms } from '@/lib/client/consent-terms';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { uploadBusy, uploadPercent, useResumableUpload, type UploadState } from '@/lib/client/use-resumable-upload';
import {
  applicationForm,
  applicationFormSchema,
  emptyApplicationForm,
  firstFile,
  resumeFileType,
  resumeProblem,
  toApplicationPayload,
  localTomorrowIso,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-form-schema';
import { useLookup } from '@/lib/client/use-lookup';
import { recordingFile } from './recording-format';
import { ResumePicker } from './resume-picker';
import { uploadMessages } from './upload-messages';
import { appliedJobIdsKey } from './use-applied-job-ids';
import { applicationDraftKey, useApplicationDraft, type ApplicationDraft } from './use-application-draft';
import { useLeaveWarning } from './use-leave-warning';
import type { Recording } from './use-media-recorder';
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

/** A line of the form's own alert under the buttons; uploads' lines are worded with their live progress. */
type Notice = { kind: 'uploading' | 'not-uploaded'; what: 'video' | 'resume' } | { kind: 'text'; text: string };

function noticeText(notice: Notice, uploads: Record<'video' | 'resume', UploadState>) {
  if (notice.kind === 'text') return notice.text;
  if (notice.kind === 'uploading')
    return uploadMessages.stillUploading(notice.what, uploadPercent(uploads[notice.what]));
  return uploadMessages.notUploaded(notice.what);
}

/** The typed fields a draft keeps: all but the resume File and the video path (kept with their uploads). */
function textFields(values: Partial<ApplicationFormInput>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] =>
        entry[0] !== 'resume' && entry[0] !== 'video' && typeof entry[1] === 'string',
    ),
  );
}

const formFieldNames = new Set(Object.keys(emptyApplicationForm));

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
  const { data: user } = useCurrentUser();
  const terms = useConsentTerms();
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onChange',
    defaultValues: emptyApplicationForm,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { labels } = applicationForm;
  const [recording, setRecording] = useState<Recording | null>(null);
  const [restoredNotice, setRestoredNotice] = useState(false);
  // Set below, once the uploads exist: the draft loads after the first render.
  const restoreRef = useRef<(restored: ApplicationDraft) => void>(() => undefined);
  const draft = useApplicationDraft(user ? applicationDraftKey(user._id, job?._id) : null, (restored) =>
    restoreRef.current(restored),
  );
  const { savePart } = draft;
  const [notices, setNotices] = useState<Notice[]>([]);
  const [sent, setSent] = useState(false);

  const video = useResumableUpload('video', {
    onDone: (path, { resumed }) => {
      form.setValue('video', path, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
      if (!resumed) notify.success(uploadMessages.videoUploaded);
    },
    onFailed: () => notify.error(uploadMessages.videoFailed),
    onRecord: (record) => savePart('video-upload', record),
  });
  const resume = useResumableUpload('resume', {
    onFailed: () => notify.error(uploadMessages.resumeFailed),
    onRecord: (record) => savePart('resume-upload', record),
  });
  const uploads = { video: video.state, resume: resume.state };
  const { start: startVideo } = video;
  const { start: startResume } = resume;

  // A draft left by a reload or a closed tab: every field, the resume, the recording and their uploads.
  useEffect(() => {
    restoreRef.current = (restored) => {
      const fields = Object.fromEntries(Object.entries(restored.fields).filter(([name]) => formFieldNames.has(name)));
      form.reset(
        { ...emptyApplicationForm, ...fields, resume: restored.resume, video: '' },
        { keepDefaultValues: true },
      );
      if (restored.resume && !resumeProblem(restored.resume)) {
        const file = restored.resume;
        void startResume({ file, fileName: file.name, fileType: resumeFileType(file) }, restored.resumeUpload);
      }
      if (restored.video) {
        setRecording(restored.video);
        if (restored.videoUpload) {
          void startVideo(
            { file: restored.video.blob, ...recordingFile(restored.video.mimeType) },
            restored.videoUpload,
          );
        }
      }
      setRestoredNotice(true);
    };
  }, [form, startResume, startVideo]);

  // The form replaces the list: move focus to it so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  // Typed fields go to the draft as they change, once the draft is loaded (so it is never overwritten by a blank form).
  const { ready: draftReady, saveFields } = draft;
  useEffect(() => {
    if (!draftReady) return;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveFields(textFields(values)) });
  }, [draftReady, form, saveFields]);

  // Selects restored before their options arrived show the restored choice once the options are there.
  useEffect(() => {
    for (const name of ['position_applied', 'preferred_location'] as const) {
      const value = form.getValues(name);
      if (value) form.setValue(name, value);
    }
  }, [positions, locations, form]);

  useLeaveWarning(!sent && (isDirty || recording !== null || uploadBusy(video.state) || uploadBusy(resume.state)));

  const pickResume = (file: File | undefined) => {
    form.setValue('resume', file, { shouldValidate: true, shouldDirty: true });
    void resume.discard();
    const valid = file && !resumeProblem(file);
    savePart('resume', valid ? file : null);
    if (valid) void resume.start({ file, fileName: file.name, fileType: resumeFileType(file) });
  };

  const onRecorded = useCallback(
    (finished: Recording) => {
      setRecording(finished);
      savePart('video', finished);
    },
    [savePart],
  );
  const uploadVideo = () => {
    if (!recording) {
      setNotices([{ kind: 'text', text: applicationMessages.video }]);
      return;
    }
    void startVideo({ file: recording.blob, ...recordingFile(recording.mimeType) });
  };
  const deleteVideo = () => {
    void video.discard();
    setRecording(null);
    savePart('video', null);
    form.setValue('video', '', { shouldValidate: form.formState.isSubmitted });
  };

  const discardDraft = async () => {
    setRestoredNotice(false);
    setNotices([]);
    setRecording(null);
    form.reset(emptyApplicationForm);
    await Promise.all([video.discard(), resume.discard()]);
    await draft.discard();
  };

  /** What keeps the uploads from being sent with the application, worded for the alert. */
  const uploadNotices = (): Notice[] => {
    const found: Notice[] = [];
    const resumeFile = firstFile(form.getValues('resume'));
    if (uploadBusy(resume.state)) found.push({ kind: 'uploading', what: 'resume' });
    else if (resume.state.status === 'failed') found.push({ kind: 'not-uploaded', what: 'resume' });
    else if (resume.state.status === 'idle' && resumeFile && !resumeProblem(resumeFile)) {
      void startResume({ file: resumeFile, fileName: resumeFile.name, fileType: resumeFileType(resumeFile) });
      found.push({ kind: 'uploading', what: 'resume' });
    }
    if (uploadBusy(video.state)) found.push({ kind: 'uploading', what: 'video' });
    else if (video.state.status === 'failed') found.push({ kind: 'not-uploaded', what: 'video' });
    else if (recording && video.state.status === 'idle')
      found.push({ kind: 'text', text: uploadMessages.videoNotSent });
    return found;
  };

  const tell = (list: Notice[]) => {
    setNotices(list);
    for (const notice of list) notify.error(noticeText(notice, uploads));
  };

  const submit = form.handleSubmit(
    async (values) => {
      const waiting = uploadNotices();
      if (waiting.length > 0 || !resume.state.path) {
        tell(waiting.length > 0 ? waiting : [{ kind: 'uploading', what: 'resume' }]);
        return;
      }
      setNotices([]);
      try {
        await callEndpoint(api.applications.apply, {
          body: toApplicationPayload(values, { jobId: job?._id }, resume.state.path),
        });
        setSent(true);
        await draft.discard({ final: true });
        notify.success(applicationMessages.success);
        form.reset(emptyApplicationForm);
        onClose();
        await queryClient.invalidateQueries({ queryKey: appliedJobIdsKey });
        router.push('/candidates');
      } catch (err) {
        applyServerErrors(form, err, applicationForm.fieldOf);
        tell([{ kind: 'text', text: errorMessage(err, applicationMessages.submitFailed) }]);
      }
    },
    (invalid) => {
      const waiting = uploadNotices();
      // A recording on its way (or failed, or not sent yet) is no missing video: the alert says what it is.
      const others = Object.keys(invalid).filter((name) => !(name === 'video' && recording));
      tell([
        ...waiting,
        ...(others.length > 0 ? [{ kind: 'text' as const, text: applicationMessages.submitInvalid }] : []),
        ...(invalid.video && !recording ? [{ kind: 'text' as const, text: applicationMessages.video }] : []),
      ]);
    },
  );

  // An upload that finished takes its "still uploading" line away.
  const shownNotices = notices.filter(
    (notice) =>
      !(notice.kind === 'uploading' && !uploadBusy(uploads[notice.what])) &&
      !(notice.kind === 'not-uploaded' && uploads[notice.what].status !== 'failed'),
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

      {restoredNotice ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold/50 bg-amber-50 p-3"
        >
          <p className="text-sm font-medium text-slate-800">{uploadMessages.restored}</p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setRestoredNotice(false)}>
              Keep it
            </Button>
            <Button variant="outline" onClick={discardDraft}>
              Discard it
            </Button>
          </div>
        </div>
      ) : null}

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
          <Controller
            name="resume"
            control={form.control}
            render={({ field, fieldState }) => (
              <ResumePicker
                label={labels.resume}
                name={field.name}
                file={firstFile(field.value)}
                onPick={pickResume}
                onBlur={field.onBlur}
                upload={resume.state}
                onRetry={resume.retry}
                error={fieldState.error?.message}
              />
            )}
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
            render={({ fieldState }) => (
              <VideoRecorder
                recording={recording}
                onRecorded={onRecorded}
                onUpload={uploadVideo}
                onDelete={deleteVideo}
                onRetry={video.retry}
                upload={video.state}
                error={recording ? undefined : fieldState.error?.message}
              />
            )}
          />
        </fieldset>

        <ConsentCheckbox
          text={consentTexts.application(terms, job ? { employer: job.companyName } : { general: true })}
          error={errors.consent?.message}
          {...form.register('consent')}
        />

        {shownNotices.length > 0 ? (
          <div role="alert" className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3">
            {shownNotices.map((notice) => (
              <p
                key={notice.kind === 'text' ? notice.text : `${notice.kind}-${notice.what}`}
                className="text-sm text-red-700"
              >
                {noticeText(notice, uploads)}
              </p>
            ))}
          </div>
        ) : null}

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
