'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { z } from 'zod';
import type { ClientInput, clientRowSchema } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import type { AdminColumn } from '../data-table';
import { formatDate } from '../format';
import { PagedTable } from '../paged-table';
import { SearchBox } from '../search-box';
import { addressQuery, useAdminMutation, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { ClientForm } from './client-form';

type ClientRow = z.infer<typeof clientRowSchema>;

const columns: AdminColumn<ClientRow>[] = [
  {
    id: 'name',
    header: 'Client',
    accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`/admin/clients/${row.original._id}`} className="font-semibold text-navy underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'contacts', header: 'Contacts', accessorKey: 'contacts' },
  { id: 'openJobOrders', header: 'Open job orders', accessorKey: 'openJobOrders' },
  { id: 'shortlists', header: 'Shortlists', accessorKey: 'shortlists' },
  { id: 'createdAt', header: 'Since', accessorKey: 'createdAt', cell: ({ getValue }) => formatDate(getValue()) },
];

/** The agency's clients by name, paged by the server, and a way to add one. */
export function ClientList() {
  const { params, update } = useUrlParams();
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const list = api.adminClients.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const create = useAdminMutation(
    (values: ClientInput) => callEndpoint(api.adminClients.create, { body: values }),
    'Client created',
  );

  return (
    <>
      <div className="mb-4">
        <Button onClick={() => setAdding(true)}>New client</Button>
      </div>
      <SearchBox label="Search clients by name" name="q" value={params.q} onSearch={(q) => update({ q })} />
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Clients"
        columns={columns}
        emptyText={params.q ? 'No client matches.' : 'No clients yet. Make one from an employer inquiry, or here.'}
      />
      <Dialog open={adding} onOpenChange={setAdding} title="New client" width="lg">
        <ClientForm
          submitLabel="Create client"
          save={async (values) => {
            const { data } = await create.mutateAsync(values);
            setAdding(false);
            router.push(`/admin/clients/${data._id}`);
          }}
        />
      </Dialog>
    </>
  );
}
