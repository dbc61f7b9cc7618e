'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { requestStatuses, type RequestStatus } from '@/lib/contracts';
import { DetailList } from '../detail-list';
import { NotesPanel } from '../notes-panel';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { MakeClient } from './make-client';
import { requestKinds, type RequestKindName, type RequestRow } from './request-kinds';
import { api } from '@/lib/contracts/endpoints';
import { MayCall } from '../staff-roles';

/** One inquiry or message: what was sent, its status, and the staff's notes. */
export function RequestDetail({ kind, id }: { kind: RequestKindName; id: string }) {
  const config = requestKinds[kind];
  const { detail, setStatus: statusEndpoint, addNote } = config.endpoints;
  const { data, isPending, error } = useAdminQuery(detail, { params: { id } });
  const setStatus = useAdminMutation(
    (status: RequestStatus) => callEndpoint(statusEndpoint, { params: { id }, body: { status } }),
    'Status saved',
  );
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const r = data.data;
  const fields = config.fields as (r: RequestRow) => [string, ReactNode][];
  const heading = config.heading as (r: RequestRow) => string;

  return (
    <>
      <PageHeader title={heading(r)}>
        <Link href={config.page} className="text-sm text-navy underline">
          Back to {config.title.toLowerCase()}
        </Link>
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <DetailList items={fields(r)} />
        </section>
        <div className="space-y-6">
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            <FormField
              as="select"
              label="Status"
              value={r.status}
              disabled={setStatus.isPending}
              onChange={(e) => setStatus.mutate(e.target.value as RequestStatus)}
              options={requestStatuses.map((s) => ({ value: s, label: s }))}
              placeholder="Choose a status"
            />
          </section>
          {kind === 'inquiry' && 'companyName' in r ? (
            <MayCall endpoint={api.adminClients.fromInquiry}>
              <MakeClient inquiryId={r._id} companyName={r.companyName} client={r.client} />
            </MayCall>
          ) : null}
          <NotesPanel notes={r.staffNotes} add={(body) => callEndpoint(addNote, { params: { id }, body: { body } })} />
        </div>
      </div>
    </>
  );
}
