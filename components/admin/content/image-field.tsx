'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { uploadUrl } from '@/lib/client/upload-url';
import { api } from '@/lib/contracts/endpoints';

/** A picture on a public page: shows the current one, uploads a replacement, or clears it. */
export function ImageField({ path, label }: { path: string; label: string }) {
  const { setValue } = useFormContext();
  const file = useWatch({ name: path }) as string | null;
  const [uploading, setUploading] = useState(false);

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    const form = new FormData();
    const endpoint = api.adminUploads.image;
    form.append(endpoint.upload.field, picked);
    try {
      const { data } = await callEndpoint(endpoint, { form });
      setValue(path, data.path, { shouldDirty: true });
    } catch (err) {
      toast.error(errorMessage(err, 'The picture could not be uploaded.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="text-sm">
      <p className="font-medium text-slate-800">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {file ? (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever staff upload
          <img src={uploadUrl(file, 160)} alt="" className="h-16 w-24 rounded border border-slate-200 object-cover" />
        ) : (
          <span className="text-slate-500">No picture</span>
        )}
        <label className="cursor-pointer rounded-md border border-navy px-2 py-1 text-xs font-semibold text-navy">
          {uploading ? 'Uploading…' : 'Upload picture'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,.heic,.heif"
            className="sr-only"
            disabled={uploading}
            aria-label={`Upload ${label.toLowerCase()}`}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {file && (
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => setValue(path, null, { shouldDirty: true })}
          >
            Remove picture
          </Button>
        )}
      </div>
    </div>
  );
}
