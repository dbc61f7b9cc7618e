'use client';

import { privateFileUrl as fileUrl } from '@/lib/client/private-file-url';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { documentStatusLabels, readinessLabel, type ChecklistItem } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { formatDate, formatDateTime } from '../format';
import { QueryState } from '../query-state';
import { ReasonForm } from '../reason-form';
import { useAdminMutation, useAdminQuery } from '../use-admin';

/** An Offered or Deployed application's documents: each file to view, verify or reject; the departure date. */
export function DeploymentDocumentsPanel({ applicationId }: { applicationId: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminDeploymentDocuments.checklist, {
    params: { id: applicationId },
  });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const { items, passport, readiness, application } = data.data;

  return (
    <section aria-labelledby="documents-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="documents-heading" className="font-semibold">
          Deployment documents
        </h2>
        <span className="text-sm font-semibold">{readinessLabel(readiness)}</span>
      </div>
      <DepartureDateForm
        key={application.plannedDepartureDate ?? ''}
        applicationId={applicationId}
        current={application.plannedDepartureDate}
      />
      <p className={`mt-2 text-sm ${passport.ok ? 'text-slate-600' : 'font-semibold text-red-800'}`}>
        {passport.ok ? 'Passport valid long enough' : 'Passport expires too early'}: expires{' '}
        {formatDate(passport.expiry)}; needs {formatDate(passport.earliestValidExpiry)} or later ({passport.months}{' '}
        months after {passport.departureFrom === 'planned' ? 'the planned departure' : 'the available-to-start date'}{' '}
        {formatDate(passport.departureDate)}).
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <DocumentRow
            key={`${item.type._id}-${item.file?.path ?? ''}-${item.status}`}
            applicationId={applicationId}
            item={item}
          />
        ))}
      </ul>
    </section>
  );
}

function DepartureDateForm({ applicationId, current }: { applicationId: string; current: string | null }) {
  const [value, setValue] = useState(current ?? '');
  const save = useAdminMutation(
    () =>
      callEndpoint(api.adminDeploymentDocuments.setDepartureDate, {
        params: { id: applicationId },
        body: { plannedDepartureDate: value || null },
      }),
    'Departure date saved',
  );
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(undefined);
      }}
    >
      <label className="text-sm">
        <span className="block font-medium">Planned departure date</span>
        <input
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="mt-1 rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <Button type="submit" variant="outline" className="px-2 py-1 text-xs" disabled={save.isPending}>
        Save date
      </Button>
    </form>
  );
}

function DocumentRow({ applicationId, item }: { applicationId: string; item: ChecklistItem }) {
  const [rejecting, setRejecting] = useState(false);
  const params = { id: applicationId, documentTypeId: item.type._id };
  const file = item.file;
  const verify = useAdminMutation(
    () => callEndpoint(api.adminDeploymentDocuments.verify, { params, body: { file: file!.path } }),
    `${item.type.name} verified`,
  );
  const reject = useAdminMutation(
    (reason: string) =>
      callEndpoint(api.adminDeploymentDocuments.reject, { params, body: { file: file!.path, reason } }),
    `${item.type.name} rejected; the candidate is told why`,
  );

  return (
    <li className="py-3" aria-label={item.type.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {item.type.name}
          {!item.type.isRequired && <span className="font-normal text-slate-500"> (optional)</span>}
        </span>
        <span className="text-sm">{documentStatusLabels[item.status]}</span>
      </div>
      {item.rejectionReason && <p className="text-sm text-red-800">Reason given: {item.rejectionReason}</p>}
      {item.passportExpiry && <p className="text-sm">Renewed passport expires {formatDate(item.passportExpiry)}</p>}
      {file && (
        <div className="mt-2 space-y-2">
          {file.mimeType.startsWith('image/') && (
            // eslint-disable-next-line @next/next/no-img-element -- a private file through the session, not an optimisable public image
            <img src={fileUrl(file.path)} alt={`${item.type.name} as uploaded`} className="max-h-64 rounded border" />
          )}
          <p className="text-sm">
            <a href={fileUrl(file.path)} className="text-navy underline" target="_blank" rel="noreferrer">
              Open {item.type.name}
            </a>{' '}
            <span className="text-slate-500">uploaded {formatDateTime(file.uploadedAt)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              disabled={verify.isPending || item.status === 'Verified'}
              onClick={() => verify.mutate(undefined)}
            >
              Verify
            </Button>
            <Button variant="outline" className="px-2 py-1 text-xs" onClick={() => setRejecting((r) => !r)}>
              Reject…
            </Button>
          </div>
          {rejecting && (
            <ReasonForm
              className="space-y-2"
              field="Reason the candidate will see"
              submit={`Reject ${item.type.name}`}
              multiline
              pending={reject.isPending}
              onSubmit={(reason) => reject.mutate(reason)}
            />
          )}
        </div>
      )}
    </li>
  );
}
