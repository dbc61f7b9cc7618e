'use client';

import Link from 'next/link';
import type { ClientInput } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { AssignmentPanel } from '../assignment-panel';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { ClientForm } from './client-form';
import { ClientPeople } from './client-people';
import { ClientRecords } from './client-records';

/** One client: its fields, its people (contacts and invitations), and its job orders, inquiries and shortlists. */
export function ClientDetail({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminClients.detail, { params: { id } });
  const update = useAdminMutation(
    (values: ClientInput) => callEndpoint(api.adminClients.update, { params: { id }, body: values }),
    'Client saved',
  );
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const client = data.data;

  return (
    <>
      <PageHeader title={client.name}>
        <Link href="/admin/clients" className="text-sm text-navy underline">
          Back to clients
        </Link>
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <ClientRecords client={client} />
        </div>
        <div className="space-y-6">
          <AssignmentPanel record="client" id={client._id} />
          <ClientPeople client={client} />
          <section aria-labelledby="client-edit-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="client-edit-heading" className="mb-3 font-semibold">
              Client details
            </h2>
            <ClientForm
              client={client}
              key={client.name + client.notes}
              save={update.mutateAsync}
              submitLabel="Save client"
            />
          </section>
        </div>
      </div>
    </>
  );
}
