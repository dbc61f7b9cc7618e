'use client';

import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { notify } from '@/lib/client/notify';
import { uploadBusy, useResumableUpload } from '@/lib/client/use-resumable-upload';
import {
  resumeFileType,
  resumeProblem,
  type ApplicationFormInput,
  type ApplicationFormValues,
} from './application-form-schema';
import { recordingFile } from './recording-format';
import { uploadMessages } from './upload-messages';
import type { ApplicationDraft, DraftPart } from './use-application-draft';
import type { Recording } from './use-media-recorder';

type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;

/**
 * The application's two files: the resume, uploaded (tus) as soon as it is chosen, and the video,
 * recorded here and uploaded when the candidate presses Upload. Each change is saved to the draft.
 */
export function useApplicationFiles(form: ApplicationFormApi, savePart: (part: DraftPart, value: unknown) => void) {
  const [recording, setRecording] = useState<Recording | null>(null);
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
  const { start: startVideo } = video;
  const { start: startResume } = resume;

  const uploadResume = useCallback(
    (file: File, record?: ApplicationDraft['resumeUpload']) =>
      void startResume({ file, fileName: file.name, fileType: resumeFileType(file) }, record),
    [startResume],
  );

  const pickResume = (file: File | undefined) => {
    form.setValue('resume', file, { shouldValidate: true, shouldDirty: true });
    void resume.discard();
    const valid = file && !resumeProblem(file);
    savePart('resume', valid ? file : null);
    if (valid) uploadResume(file);
  };

  const onRecorded = useCallback(
    (finished: Recording) => {
      setRecording(finished);
      savePart('video', finished);
    },
    [savePart],
  );

  /** Starts the video's upload; false when there is nothing recorded to send. */
  const uploadVideo = () => {
    if (!recording) return false;
    void startVideo({ file: recording.blob, ...recordingFile(recording.mimeType) });
    return true;
  };

  const deleteVideo = () => {
    void video.discard();
    setRecording(null);
    savePart('video', null);
    form.setValue('video', '', { shouldValidate: form.formState.isSubmitted });
  };

  /** Sends the profile's saved resume (its stored name): nothing to upload. */
  const chooseSavedResume = (file: string) => {
    void resume.discard();
    savePart('resume', null);
    form.setValue('resume', file, { shouldValidate: true });
  };

  /** Sends the profile's saved video (its stored name): a recording made here is dropped. */
  const chooseSavedVideo = (file: string) => {
    void video.discard();
    setRecording(null);
    savePart('video', null);
    form.setValue('video', file, { shouldValidate: form.formState.isSubmitted });
  };

  /** Puts a draft's resume and recording back, and goes on with the uploads they had begun. */
  const restore = useCallback(
    (restored: ApplicationDraft) => {
      if (restored.resume && !resumeProblem(restored.resume)) uploadResume(restored.resume, restored.resumeUpload);
      if (!restored.video) return;
      setRecording(restored.video);
      if (restored.videoUpload)
        void startVideo({ file: restored.video.blob, ...recordingFile(restored.video.mimeType) }, restored.videoUpload);
    },
    [uploadResume, startVideo],
  );

  /** Forgets both files and their uploads (the draft is discarded). */
  const discard = async () => {
    setRecording(null);
    await Promise.all([video.discard(), resume.discard()]);
  };

  return {
    recording,
    video,
    resume,
    uploads: { video: video.state, resume: resume.state },
    busy: uploadBusy(video.state) || uploadBusy(resume.state),
    uploadResume,
    pickResume,
    chooseSavedResume,
    chooseSavedVideo,
    onRecorded,
    uploadVideo,
    deleteVideo,
    restore,
    discard,
  };
}

export type ApplicationFiles = ReturnType<typeof useApplicationFiles>;
