'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';
import { applicationMessages, uploadRules } from '@/lib/contracts';
import { recorderErrorMessages } from './recorder-errors';
import { useMediaRecorder } from './use-media-recorder';

const maxMs = uploadRules.video.maxSeconds * 1000;

function clock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface VideoRecorderProps {
  /** Path of the uploaded video, empty until the Upload button succeeds. */
  value: string;
  onChange: (path: string) => void;
  error?: string;
}

/** Records a video introduction of at most 2 minutes, previews it, then uploads or deletes it. */
export function VideoRecorder({ value, onChange, error }: VideoRecorderProps) {
  const recorder = useMediaRecorder(maxMs);
  const [uploading, setUploading] = useState(false);
  const liveRef = useRef<HTMLVideoElement>(null);
  const previewUrl = useMemo(() => (recorder.blob ? URL.createObjectURL(recorder.blob) : null), [recorder.blob]);

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => {
    if (liveRef.current) liveRef.current.srcObject = recorder.stream;
  }, [recorder.stream]);

  const start = async () => {
    const code = await recorder.start();
    if (code === 'permission_denied') notify.error(recorderErrorMessages.permission_denied);
  };

  const upload = async () => {
    if (!recorder.blob) {
      notify.error(applicationMessages.video);
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append(
        api.uploads.resumeVideo.upload.field,
        new File([recorder.blob], 'recording.mp4', { type: recorder.blob.type || 'video/mp4' }),
      );
      const { data } = await callEndpoint(api.uploads.resumeVideo, { form });
      onChange(data.path);
      notify.success('Video uploaded successfully!');
    } catch {
      notify.error('Failed to upload video');
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    recorder.reset();
    onChange('');
  };

  const remaining = Math.max(0, Math.ceil((maxMs - recorder.elapsedMs) / 1000));
  const progress = Math.round((recorder.elapsedMs / maxMs) * 100);

  return (
    <div className="space-y-3">
      {recorder.status === 'recording' || recorder.status === 'acquiring' ? (
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

      {recorder.status === 'stopped' && previewUrl ? (
        <div className="space-y-2">
          <video
            src={previewUrl}
            controls
            playsInline
            className="aspect-video w-full rounded-md bg-black"
            aria-label="Your recorded video"
          />
          {value ? <p className="text-sm font-medium text-green-700">Video uploaded.</p> : null}
          <div className="flex flex-wrap gap-2">
            {value ? null : (
              <Button variant="secondary" onClick={upload} disabled={uploading}>
                {uploading ? 'Uploading...' : 'Upload'}
              </Button>
            )}
            <Button variant="outline" onClick={remove} disabled={uploading}>
              Delete
            </Button>
          </div>
        </div>
      ) : null}

      {recorder.status === 'idle' ? (
        <Button variant="secondary" onClick={start}>
          Start Recording
        </Button>
      ) : null}

      <FormError message={recorder.error ? recorderErrorMessages[recorder.error] : null} />
      <FormError message={error} />
    </div>
  );
}
