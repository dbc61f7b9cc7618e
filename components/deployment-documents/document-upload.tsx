'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';

// Kept here rather than imported from the contracts, which carry zod (public pages stay zod-free).
const accept = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const maxBytes = api.deploymentDocuments.upload.upload.maxBytes;

/** One document's upload from the phone: a PDF or a photo (the camera is offered), and a renewed passport's expiry. */
export function DocumentUpload({
  applicationId,
  documentTypeId,
  documentName,
  isPassport,
  hasFile,
}: {
  applicationId: string;
  documentTypeId: string;
  documentName: string;
  isPassport: boolean;
  hasFile: boolean;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [, startTransition] = useTransition();
  const inputId = `file-${documentTypeId}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return setError('Please choose a PDF file or a photo.');
    if (file.size > maxBytes) return setError('The file is too large (10 MB at most).');
    const form = new FormData();
    // The text fields go first: the server checks them before it reads the file.
    form.set('applicationId', applicationId);
    form.set('documentTypeId', documentTypeId);
    const expiry = data.get('passportExpiry');
    if (typeof expiry === 'string' && expiry) form.set('passportExpiry', expiry);
    form.set('file', file);
    setError(null);
    setSending(true);
    try {
      await callEndpoint(api.deploymentDocuments.upload, { form });
      formElement.reset();
      startTransition(() => router.refresh());
    } catch (err) {
      setError(errorMessage(err, 'The upload failed. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 space-y-2" aria-label={`Upload ${documentName}`}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {hasFile ? `Upload a new ${documentName}` : `Upload your ${documentName}`} (PDF or photo, 10 MB at most)
      </label>
      <input
        id={inputId}
        name="file"
        type="file"
        accept={accept}
        required
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-navy file:px-3 file:py-2 file:text-white"
      />
      {isPassport && (
        <div>
          <label htmlFor={`expiry-${documentTypeId}`} className="block text-sm font-medium text-slate-700">
            Renewed passport? Its expiry date
          </label>
          <input
            id={`expiry-${documentTypeId}`}
            name="passportExpiry"
            type="date"
            className="mt-1 block w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded bg-navy px-4 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto"
      >
        {sending ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}
