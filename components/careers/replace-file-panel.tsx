'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { notify } from '@/lib/client/notify';
import { uploadBusy, useResumableUpload } from '@/lib/client/use-resumable-upload';
import { api } from '@/lib/contracts/endpoints/site';
import { myApplicationMessages } from '@/lib/contracts/applications/candidate-messages';
import { resumeFileType, resumeProblem } from './application-form-schema';
import { recordingFile } from './recording-format';
import { ResumePicker } from './resume-picker';
import { uploadMessages } from './upload-messages';
import type { Recording } from './use-media-recorder';
import { VideoRecorder } from './video-recorder';

type Kind = 'resume' | 'video';

interface PanelProps {
  kind: Kind;
  applicationId: string;
  onClose: () => void;
}

/** Once the new file is uploaded, the application is pointed at it (the server removes the old one). */
function useSaveReplacement(kind: Kind, applicationId: string, onClose: () => void) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const save = async (path: string) => {
    setSaving(true);
    setError('');
    try {
      const params = { id: applicationId };
      const answer =
        kind === 'resume'
          ? await callEndpoint(api.applications.replaceResume, { params, body: { resume: path } })
          : await callEndpoint(api.applications.replaceVideo, { params, body: { video: path } });
      notify.success(answer.message);
      onClose();
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, myApplicationMessages.replaceFailed));
      setSaving(false);
    }
  };
  return { save, saving, error };
}

/** A new resume or a new video for an application, uploaded as the application form does (tus, resumable). */
export function ReplaceFilePanel({ kind, applicationId, onClose }: PanelProps) {
  const { save, saving, error } = useSaveReplacement(kind, applicationId, onClose);
  const upload = useResumableUpload(kind, {
    onDone: (path) => void save(path),
    onFailed: () => notify.error(kind === 'resume' ? uploadMessages.resumeFailed : uploadMessages.videoFailed),
  });
  const cancel = () => {
    void upload.discard();
    onClose();
  };

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      {kind === 'resume' ? <ResumeReplacement upload={upload} /> : <VideoReplacement upload={upload} />}
      {saving ? (
        <p role="status" className="text-sm text-slate-700">
          Saving…
        </p>
      ) : null}
      <FormError message={error} />
      <Button variant="ghost" onClick={cancel} disabled={saving || uploadBusy(upload.state)}>
        Cancel
      </Button>
    </div>
  );
}

type Upload = ReturnType<typeof useResumableUpload>;

function ResumeReplacement({ upload }: { upload: Upload }) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const pick = (picked: File | undefined) => {
    setFile(picked);
    void upload.discard();
    const found = picked ? resumeProblem(picked) : null;
    setProblem(found ?? undefined);
    if (picked && !found) void upload.start({ file: picked, fileName: picked.name, fileType: resumeFileType(picked) });
  };
  return (
    <ResumePicker
      label="New resume (PDF, DOC or DOCX)"
      name="resume"
      file={file}
      onPick={pick}
      onBlur={() => undefined}
      upload={upload.state}
      onRetry={upload.retry}
      error={problem}
    />
  );
}

function VideoReplacement({ upload }: { upload: Upload }) {
  const [recording, setRecording] = useState<Recording | null>(null);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Record your new video introduction</p>
      <VideoRecorder
        recording={recording}
        onRecorded={setRecording}
        onUpload={() => {
          if (recording) void upload.start({ file: recording.blob, ...recordingFile(recording.mimeType) });
        }}
        onDelete={() => {
          void upload.discard();
          setRecording(null);
        }}
        onRetry={upload.retry}
        upload={upload.state}
      />
    </div>
  );
}
