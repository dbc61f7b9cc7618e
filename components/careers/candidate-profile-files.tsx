'use client';

import { privateFileUrl as fileUrl } from '@/lib/client/private-file-url';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { candidateProfileMessages, type CandidateProfile } from '@/lib/contracts/candidates/profile';
import { api } from '@/lib/contracts/endpoints/site';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { candidateProfileKey } from '@/lib/client/use-candidate-profile';
import { useResumableUpload } from '@/lib/client/use-resumable-upload';
import { applicationForm, resumeFileType, resumeProblem } from './application-form-schema';
import { FormSection } from './application-form-sections';
import { dayMonthOf } from './time-labels';
import { recordingFile } from './recording-format';
import { ResumePicker } from './resume-picker';
import { uploadMessages } from './upload-messages';
import type { Recording } from './use-media-recorder';
import { VideoRecorder } from './video-recorder';

/** Keeps an upload (or null: none) as the saved resume or video, and shows the profile the server answers. */
function useSaveFiles() {
  const queryClient = useQueryClient();
  return async (body: { resume?: string | null; video?: string | null }) => {
    try {
      const answer = await callEndpoint(api.candidateProfile.updateFiles, { body });
      queryClient.setQueryData(candidateProfileKey, answer.data);
      notify.success(answer.message);
      return true;
    } catch (err) {
      notify.error(errorMessage(err, 'Your saved files could not be updated. Please try again.'));
      return false;
    }
  };
}

/** The saved resume: its name and day, a download, replaced through the resumable upload, or removed. */
function SavedResume({ saved }: { saved: CandidateProfile['resume'] }) {
  const save = useSaveFiles();
  const [file, setFile] = useState<File | undefined>();
  const [replacing, setReplacing] = useState(!saved);
  const upload = useResumableUpload('resume', {
    onDone: (path) => void save({ resume: path }).then((ok) => ok && (setReplacing(false), setFile(undefined))),
    onFailed: () => notify.error(uploadMessages.resumeFailed),
  });
  const pick = (picked: File | undefined) => {
    setFile(picked);
    if (picked && !resumeProblem(picked))
      void upload.start({ file: picked, fileName: picked.name, fileType: resumeFileType(picked) });
  };
  return (
    <FormSection title="Saved resume" grid={false}>
      {saved ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <a href={fileUrl(saved.file)} className="font-medium text-navy underline">
            {saved.name}
          </a>
          <span className="text-slate-600">saved {dayMonthOf(saved.savedAt)}</span>
          <Button variant="outline" onClick={() => setReplacing(true)}>
            Replace
          </Button>
          <Button variant="ghost" aria-label="Remove the saved resume" onClick={() => void save({ resume: null })}>
            Remove
          </Button>
        </div>
      ) : null}
      {replacing ? (
        <ResumePicker
          label={applicationForm.labels.resume}
          name="saved_resume"
          file={file}
          onPick={pick}
          onBlur={() => undefined}
          upload={upload.state}
          onRetry={upload.retry}
          error={file ? (resumeProblem(file) ?? undefined) : undefined}
        />
      ) : null}
    </FormSection>
  );
}

/** The saved video: a preview, recorded again (uploaded, then kept) or removed. */
function SavedVideo({ saved }: { saved: CandidateProfile['video'] }) {
  const save = useSaveFiles();
  const [recording, setRecording] = useState<Recording | null>(null);
  const [recordingNew, setRecordingNew] = useState(!saved);
  const upload = useResumableUpload('video', {
    onDone: (path) => void save({ video: path }).then((ok) => ok && (setRecordingNew(false), setRecording(null))),
    onFailed: () => notify.error(uploadMessages.videoFailed),
  });
  return (
    <FormSection title="Saved video introduction" grid={false}>
      {saved ? (
        <div className="space-y-3">
          <video
            controls
            playsInline
            preload="metadata"
            src={fileUrl(saved.file, 'playable')}
            // The poster once the copy is made (its duration known): no request that would miss on 3G.
            poster={saved.durationSeconds === null ? undefined : fileUrl(saved.file, 'poster')}
            className="aspect-video w-full max-w-xs rounded-md bg-black"
            aria-label="Your saved video introduction"
          />
          <p className="text-sm text-slate-600">Recorded {dayMonthOf(saved.savedAt)}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setRecordingNew(true)}>
              {candidateProfileMessages.recordNew}
            </Button>
            <Button variant="ghost" aria-label="Remove the saved video" onClick={() => void save({ video: null })}>
              Remove
            </Button>
          </div>
        </div>
      ) : null}
      {recordingNew ? (
        <VideoRecorder
          recording={recording}
          onRecorded={setRecording}
          onUpload={() =>
            recording && void upload.start({ file: recording.blob, ...recordingFile(recording.mimeType) })
          }
          onDelete={() => {
            void upload.discard();
            setRecording(null);
          }}
          onRetry={upload.retry}
          upload={upload.state}
        />
      ) : null}
    </FormSection>
  );
}

/** The profile's saved resume and video, each kept until replaced or removed. */
export function CandidateProfileFiles({ profile }: { profile: CandidateProfile }) {
  return (
    <div className="space-y-4">
      <SavedResume saved={profile.resume} />
      <SavedVideo saved={profile.video} />
    </div>
  );
}
