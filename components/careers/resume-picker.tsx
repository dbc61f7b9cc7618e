'use client';

import { useEffect, useRef, type ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { formatBytes } from '@/lib/client/upload-estimate';
import type { UploadState } from '@/lib/client/use-resumable-upload';
import { uploadMessages } from './upload-messages';
import { UploadProgress } from './upload-progress';

const accept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface ResumePickerProps {
  label: string;
  name: string;
  file: File | undefined;
  onPick: (file: File | undefined) => void;
  onBlur: () => void;
  upload: UploadState;
  onRetry: () => void;
  error?: string;
}

/** The resume input: the chosen file (also one restored from the draft) and its upload's progress. */
export function ResumePicker({ label, name, file, onPick, onBlur, upload, onRetry, error }: ResumePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  // A file restored from the draft is put back into the input, so the page shows what will be sent.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !file || input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  }, [file]);

  const change = (event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? undefined);

  return (
    <div className="space-y-2">
      <FormField
        ref={inputRef}
        label={label}
        name={name}
        type="file"
        accept={accept}
        error={error}
        onChange={change}
        onBlur={onBlur}
      />
      {file && !error ? (
        <p className="text-sm text-slate-700">
          {file.name} ({formatBytes(file.size)})
        </p>
      ) : null}
      {error ? null : (
        <UploadProgress
          label="Resume upload progress"
          state={upload}
          failedMessage={uploadMessages.resumeFailed}
          onRetry={onRetry}
        />
      )}
    </div>
  );
}
