'use client';

import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { uploadRules } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useAdminMutation } from '../use-admin';

/** The CV the agency prepared for the client, shown instead of the candidate's own resume. */
export function PresentationCv({
  params,
  name,
  has,
}: {
  params: { id: string; candidateId: string };
  name: string;
  has: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const endpoint = api.adminShortlists.presentationCv;
  const upload = useAdminMutation((file: File) => {
    const form = new FormData();
    form.append(endpoint.upload.field, file);
    return callEndpoint(endpoint, { params, form });
  }, 'Presentation CV uploaded');

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">
        {has ? 'The client sees the presentation CV.' : "The client sees the candidate's resume."}
      </span>
      <label className="sr-only" htmlFor={`cv-${params.candidateId}`}>
        Presentation CV of {name}
      </label>
      <input
        ref={input}
        id={`cv-${params.candidateId}`}
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className="text-xs"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file && file.size > uploadRules.resume.maxBytes) {
            e.target.value = '';
            toast.error(uploadRules.resume.sizeMessage);
          }
        }}
      />
      <Button
        variant="outline"
        className="px-2 py-1 text-xs"
        disabled={upload.isPending}
        onClick={() => {
          const file = input.current?.files?.[0];
          if (file) upload.mutate(file);
        }}
      >
        {upload.isPending ? 'Uploading…' : has ? 'Replace presentation CV' : 'Upload presentation CV'}
      </Button>
    </div>
  );
}
