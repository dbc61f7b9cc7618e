'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { endpointUrl } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints';
import { bindFields } from '@/lib/forms/bind-fields';
import { useEnsureFreshFactor } from '../fresh-factor';
import { addressQuery } from '../use-admin';
import { exportReasonForm } from './export-reason-form-schema';

/** Starts a download of `url` in place (the answer is an attachment: the page stays). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/**
 * The CSV of every application matching `filters`, downloaded once staff say why: each export is
 * recorded in the record of access with its reason.
 */
export function ExportCsvDialog({ filters }: { filters: Record<string, string | undefined> }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(exportReasonForm.schema), defaultValues: { reason: '' } });
  const field = bindFields(form, exportReasonForm.labels);
  const exportCsv = api.adminApplications.exportCsv;
  const ensureFreshFactor = useEnsureFreshFactor();

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Download CSV
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Why are you exporting these applications?">
        <form
          className="space-y-3"
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            const { reason } = exportReasonForm.toPayload(values);
            setOpen(false);
            form.reset({ reason: '' });
            // Every applicant's data at once: a second factor from the last minutes first (decision 32).
            if (await ensureFreshFactor()) {
              download(endpointUrl(exportCsv, { query: addressQuery(exportCsv, { ...filters, reason }) }));
            }
          })}
        >
          <FormField {...field('reason')} as="textarea" rows={3} />
          <p className="text-sm text-slate-600">
            The file holds the personal data of every matching applicant. Each export is recorded with your name, this
            reason and the time.
          </p>
          <Button type="submit">Download CSV</Button>
        </form>
      </Dialog>
    </>
  );
}
