'use client';

import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/lib/client/notify';
import {
  browserConnection,
  estimateUplink,
  expectedUploadSeconds,
  formatBytes,
  formatDuration,
} from '@/lib/client/upload-estimate';
import type { UploadState } from '@/lib/client/use-resumable-upload';
import { recorderErrorMessages } from './recorder-errors';
import { clockOf as clock } from './time-labels';
import { useMediaRecorder, type Recording } from './use-media-recorder';
import { uploadMessages } from './upload-messages';
import { UploadProgress } from './upload-progress';

/** careers-pages-profile §4 and §9: a recording stops by itself at 120000 ms. */
const maxMs = 120_000;

/** "5.8 MB · about 2 min to upload on your connection", before the candidate presses Upload. */
function uploadForecast(bytes: number) {
  const uplink = estimateUplink(browserConnection());
  const time = formatDuration(expectedUploadSeconds(bytes, uplink.bitsPerSecond));
  return uplink.source === 'connection'
    ? `about ${time} to upload on your connection`
    : `about ${time} to upload at ${Math.round(uplink.bitsPerSecond / 1000)} kbit/s, a slow mobile connection`;
}

interface VideoRecorderProps {
  /** The finished recording (recorded here or restored from the draft), or null. */
  recording: Recording | null;
  onRecorded: (recording: Recording) => void;
  /** Sends the recording (tus); progress and failures come back in `upload`. */
  onUpload: () => void;
  /** Throws the recording and its upload away. */
  onDelete: () => void;
  onRetry: () => void;
  upload: UploadState;
  error?: string;
}

/** Records a video introduction of at most 2 minutes, previews it, then uploads or deletes it. */
export function VideoRecorder({
  recording,
  onRecorded,
  onUpload,
  onDelete,
  onRetry,
  upload,
  error,
}: VideoRecorderProps) {
  const recorder = useMediaRecorder(maxMs, onRecorded);
  const liveRef = useRef<HTMLVideoElement>(null);
  const previewUrl = useMemo(() => (recording ? URL.createObjectURL(recording.blob) : null), [recording]);

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => {
    if (liveRef.current) liveRef.current.srcObject = recorder.stream;
  }, [recorder.stream]);

  const start = async () => {
    const code = await recorder.start();
    if (code === 'permission_denied') notify.error(recorderErrorMessages.permission_denied);
  };

  const remaining = Math.max(0, Math.ceil((maxMs - recorder.elapsedMs) / 1000));
  const progress = Math.round((recorder.elapsedMs / maxMs) * 100);
  const live = recorder.status === 'recording' || recorder.status === 'acquiring';
  const sending = upload.status === 'uploading' || upload.status === 'waiting';

  return (
    <div className="space-y-3">
      {live ? (
        <div className="space-y-2">
          <video
            ref={liveRef}
            autoPlay
            muted
            playsInline
            className="aspect-video w-full rounded-md bg-black"
            aria-label="Live camera preview"
          />
          <p className="text-sm font-medium text-slate-800" aria-live="polite">
            {recorder.status === 'acquiring' ? 'Waiting for camera…' : `Recording… ${clock(remaining)} left`}
          </p>
          <div
            role="progressbar"
            aria-label="Recording time used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-gold-dark transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <Button variant="secondary" onClick={recorder.stop} disabled={recorder.status !== 'recording'}>
            Stop Recording
          </Button>
        </div>
      ) : null}

      {!live && recording && previewUrl ? (
        <div className="space-y-2">
          <video
            src={previewUrl}
            controls
            playsInline
            className="aspect-video w-full rounded-md bg-black"
            aria-label="Your recorded video"
            data-bytes={recording.blob.size}
            data-type={recording.mimeType}
          />
          {upload.status === 'idle' ? (
            <p className="text-sm text-slate-700" data-testid="recording-forecast">
              Your recording: {formatBytes(recording.blob.size)} · {uploadForecast(recording.blob.size)}.
            </p>
          ) : null}
          <UploadProgress
            label="Video upload progress"
            state={upload}
            failedMessage={uploadMessages.videoFailed}
            onRetry={onRetry}
          />
          {upload.status === 'done' ? <p className="text-sm font-medium text-green-700">Video uploaded.</p> : null}
          <div className="flex flex-wrap gap-2">
            {upload.status === 'idle' ? (
              <Button variant="secondary" onClick={onUpload}>
                Upload
              </Button>
            ) : sending ? (
              <Button variant="secondary" disabled>
                Uploading...
              </Button>
            ) : null}
            <Button variant="outline" onClick={onDelete}>
              Delete
            </Button>
          </div>
        </div>
      ) : null}

      {!live && !recording ? (
        <Button variant="secondary" onClick={start}>
          Start Recording
        </Button>
      ) : null}

      <FormError message={recorder.error ? recorderErrorMessages[recorder.error] : null} />
      <FormError message={error} />
    </div>
  );
}
