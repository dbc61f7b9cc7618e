'use client';

import { privateFileUrl } from '@/lib/client/private-file-url';
import { Controller, useWatch } from 'react-hook-form';
import { candidateProfileMessages } from '@/lib/contracts/candidates/profile';
import { applicationForm, firstFile } from './application-form-schema';
import { FormSection, type ApplicationFormApi } from './application-form-sections';
import { savedVideoLabel } from './application-prefill';
import { ResumePicker } from './resume-picker';
import { SavedFileChoice } from './saved-file-choice';
import type { ApplicationFiles } from './use-application-files';
import type { SavedFiles } from './use-application-prefill';
import { VideoRecorder } from './video-recorder';

const talkingPoints = [
  'Greeting and your name',
  'Your current role',
  'Your key skills',
  'Projects you have worked on',
  'Your strengths',
  'Why you want this job (motivation)',
];

/** The resume input, uploading as soon as a file is chosen; or the profile's saved resume, offered as chosen. */
export function ResumeSection({
  form,
  files,
  saved,
}: {
  form: ApplicationFormApi;
  files: ApplicationFiles;
  saved: SavedFiles['resume'];
}) {
  const value = useWatch({ control: form.control, name: 'resume' });
  const picker = (
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
  );
  return (
    <FormSection title="Resume Upload" grid={false}>
      {saved ? (
        <SavedFileChoice
          useSaved={value === saved.file}
          savedLabel={candidateProfileMessages.useSavedResume(saved.name)}
          otherLabel={candidateProfileMessages.uploadAnother}
          onChoose={(useSaved) => (useSaved ? files.chooseSavedResume(saved.file) : form.setValue('resume', undefined))}
        >
          {picker}
        </SavedFileChoice>
      ) : (
        picker
      )}
    </FormSection>
  );
}

/** The recorder, with what to talk about; `onUpload` sends the recording. */
export function VideoSection({
  form,
  files,
  onUpload,
  saved,
}: {
  form: ApplicationFormApi;
  files: ApplicationFiles;
  onUpload: () => void;
  saved: SavedFiles['video'];
}) {
  const value = useWatch({ control: form.control, name: 'video' });
  const recorder = (
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
  );
  return (
    <FormSection title={applicationForm.labels.video} grid={false}>
      <p className="text-sm text-slate-700">Record a short video introducing yourself. Please talk about:</p>
      <ul className="mb-4 mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {talkingPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {saved ? (
        <SavedFileChoice
          useSaved={value === saved.file && !files.recording}
          savedLabel={savedVideoLabel(saved)}
          otherLabel={candidateProfileMessages.recordNew}
          onChoose={(useSaved) =>
            useSaved ? files.chooseSavedVideo(saved.file) : form.setValue('video', '', { shouldDirty: true })
          }
          preview={
            <video
              controls
              playsInline
              preload="metadata"
              src={privateFileUrl(saved.file, 'playable')}
              poster={saved.durationSeconds === null ? undefined : privateFileUrl(saved.file, 'poster')}
              className="aspect-video w-full max-w-xs rounded-md bg-black"
              aria-label="Your saved video introduction"
            />
          }
        >
          {recorder}
        </SavedFileChoice>
      ) : (
        recorder
      )}
    </FormSection>
  );
}
