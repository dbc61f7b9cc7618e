'use client';

import { Controller } from 'react-hook-form';
import { applicationForm, firstFile } from './application-form-schema';
import { FormSection, type ApplicationFormApi } from './application-form-sections';
import { ResumePicker } from './resume-picker';
import type { ApplicationFiles } from './use-application-files';
import { VideoRecorder } from './video-recorder';

const talkingPoints = [
  'Greeting and your name',
  'Your current role',
  'Your key skills',
  'Projects you have worked on',
  'Your strengths',
  'Why you want this job (motivation)',
];

/** The resume input, uploading as soon as a file is chosen. */
export function ResumeSection({ form, files }: { form: ApplicationFormApi; files: ApplicationFiles }) {
  return (
    <FormSection title="Resume Upload" grid={false}>
      <Controller
        name="resume"
        control={form.control}
        render={({ field, fieldState }) => (
          <ResumePicker
            label={applicationForm.labels.resume}
            name={field.name}
            file={firstFile(field.value)}
            onPick={files.pickResume}
            onBlur={field.onBlur}
            upload={files.resume.state}
            onRetry={files.resume.retry}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  );
}

/** The recorder, with what to talk about; `onUpload` sends the recording. */
export function VideoSection({
  form,
  files,
  onUpload,
}: {
  form: ApplicationFormApi;
  files: ApplicationFiles;
  onUpload: () => void;
}) {
  return (
    <FormSection title={applicationForm.labels.video} grid={false}>
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
            recording={files.recording}
            onRecorded={files.onRecorded}
            onUpload={onUpload}
            onDelete={files.deleteVideo}
            onRetry={files.video.retry}
            upload={files.video.state}
            error={files.recording ? undefined : fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  );
}
