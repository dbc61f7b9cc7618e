'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { uploadPercent, type UploadState } from '@/lib/client/use-resumable-upload';
import { formatBytes, formatDuration } from '@/lib/client/upload-estimate';
import { uploadMessages } from './upload-messages';

interface UploadProgressProps {
  /** The progress bar's accessible name ('Video upload progress'). */
  label: string;
  state: UploadState;
  /** The first line of a failure ('Failed to upload video'). */
  failedMessage: string;
  onRetry: () => void;
}

/** An upload's bar, percentage, bytes and time left; the outage and failure lines with Retry, inline. */
export function UploadProgress({ label, state, failedMessage, onRetry }: UploadProgressProps) {
  if (state.status === 'idle') return null;
  const percent = uploadPercent(state);
  const done = state.status === 'done';
  const timeLeft =
    state.status === 'uploading' && state.secondsLeft !== null && state.secondsLeft > 0
      ? ` · about ${formatDuration(state.secondsLeft)} left`
      : '';
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full transition-[width] ${done ? 'bg-green-600' : 'bg-navy'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {done
          ? `Uploaded (${formatBytes(state.bytesTotal)}).`
          : `${percent}% · ${formatBytes(state.bytesSent)} of ${formatBytes(state.bytesTotal)}${timeLeft}`}
      </p>
      {state.status === 'waiting' ? (
        <p className="text-sm font-medium text-amber-800" role="status">
          {state.failure?.offline ? uploadMessages.offline : uploadMessages.retrying}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="space-y-1">
          <FormError message={failedMessage} />
          <p className="text-sm text-red-600">{state.failure?.serverMessage ?? uploadMessages.failedHint}</p>
        </div>
      ) : null}
      {state.status === 'failed' || state.status === 'waiting' ? (
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
