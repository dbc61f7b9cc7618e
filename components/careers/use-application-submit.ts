'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { applicationMessages, type JobSummary } from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { candidateProfileKey } from '@/lib/client/use-candidate-profile';
import { uploadBusy } from '@/lib/client/use-resumable-upload';
import { api } from '@/lib/contracts/endpoints/site';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import {
  applicationForm,
  emptyApplicationForm,
  firstFile,
  resumeProblem,
  savedResumeOf,
  toApplicationPayload,
} from './application-form-schema';
import type { ApplicationFormApi } from './application-form-sections';
import type { Notice, useNotices } from './application-notices';
import { uploadMessages } from './upload-messages';
import { appliedJobIdsKey } from './use-applied-job-ids';
import type { useApplicationDraft } from './use-application-draft';
import type { ApplicationFiles } from './use-application-files';

/**
 * Sending the application: only once both uploads are done (else the alert says which is still on its
 * way, failed or not sent), then POST /apply-job, the draft forgotten and the candidate taken to the jobs.
 */
export function useApplicationSubmit({
  form,
  files,
  notices,
  draft,
  job,
  onClose,
}: {
  form: ApplicationFormApi;
  files: ApplicationFiles;
  notices: ReturnType<typeof useNotices>;
  draft: ReturnType<typeof useApplicationDraft>;
  job?: JobSummary;
  onClose: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const { resume, video, recording } = files;

  /** What keeps the uploads from being sent with the application, worded for the alert. */
  const uploadNotices = (): Notice[] => {
    const found: Notice[] = [];
    const resumeFile = firstFile(form.getValues('resume'));
    if (uploadBusy(resume.state)) found.push({ kind: 'uploading', what: 'resume' });
    else if (resume.state.status === 'failed') found.push({ kind: 'not-uploaded', what: 'resume' });
    else if (resume.state.status === 'idle' && resumeFile && !resumeProblem(resumeFile)) {
      files.uploadResume(resumeFile);
      found.push({ kind: 'uploading', what: 'resume' });
    }
    if (uploadBusy(video.state)) found.push({ kind: 'uploading', what: 'video' });
    else if (video.state.status === 'failed') found.push({ kind: 'not-uploaded', what: 'video' });
    else if (recording && video.state.status === 'idle')
      found.push({ kind: 'text', text: uploadMessages.videoNotSent });
    return found;
  };

  const submit = form.handleSubmit(
    async (values) => {
      const waiting = uploadNotices();
      const resumePath = savedResumeOf(values) ?? resume.state.path;
      if (waiting.length > 0 || !resumePath) {
        notices.tell(waiting.length > 0 ? waiting : [{ kind: 'uploading', what: 'resume' }]);
        return;
      }
      notices.clear();
      try {
        await callEndpoint(api.applications.apply, {
          body: toApplicationPayload(values, { jobId: job?._id }, resumePath),
        });
        setSent(true);
        await draft.discard({ final: true });
        notify.success(applicationMessages.success);
        form.reset(emptyApplicationForm);
        onClose();
        await queryClient.invalidateQueries({ queryKey: appliedJobIdsKey });
        if (values.save_to_profile) await queryClient.invalidateQueries({ queryKey: candidateProfileKey });
        router.push('/candidates');
      } catch (err) {
        applyServerErrors(form, err, applicationForm.fieldOf);
        notices.tell([{ kind: 'text', text: errorMessage(err, applicationMessages.submitFailed) }]);
      }
    },
    (invalid) => {
      const waiting = uploadNotices();
      // A recording on its way (or failed, or not sent yet) is no missing video: the alert says what it is.
      const others = Object.keys(invalid).filter((name) => !(name === 'video' && recording));
      notices.tell([
        ...waiting,
        ...(others.length > 0 ? [{ kind: 'text' as const, text: applicationMessages.submitInvalid }] : []),
        ...(invalid.video && !recording ? [{ kind: 'text' as const, text: applicationMessages.video }] : []),
      ]);
    },
  );

  return { submit, sent };
}
