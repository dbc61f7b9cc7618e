'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import type { AdminUser } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useCurrentUser } from '@/lib/client/use-current-user';
import type { AdminColumn } from '../data-table';
import { PagedTable } from '../paged-table';
import { SearchBox } from '../search-box';
import { formatDate } from '../format';
import { addressQuery, useAdminMutation, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';

/** Every account: search, and disable (its sessions end at once) or enable. */
export function UserList() {
  const { params, update } = useUrlParams();
  const me = useCurrentUser().data;
  const list = api.adminUsers.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const setDisabled = useAdminMutation(
    ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      callEndpoint(api.adminUsers.setDisabled, { params: { id }, body: { isDisabled } }),
    (r) => (r.data.isDisabled ? 'Account disabled' : 'Account enabled'),
  );

  const columns: AdminColumn<AdminUser>[] = [
    {
      id: 'name',
      header: 'Name',
      accessorKey: 'name',
      // A staff account has a page of its own: roles, clients and job orders, second factor.
      cell: ({ row }) =>
        row.original.userType === 'Admin' ? (
          <Link href={`/admin/users/${row.original._id}`} className="text-navy underline">
            {row.original.name}
          </Link>
        ) : (
          row.original.name
        ),
    },
    { id: 'email', header: 'Email', accessorKey: 'email' },
    { id: 'userType', header: 'Type', accessorFn: (u) => (u.userType === 'User' ? 'Candidate' : u.userType) },
    { id: 'companyName', header: 'Company', accessorKey: 'companyName' },
    { id: 'verified', header: 'Email verified', accessorFn: (u) => (u.emailVerified ? 'Yes' : 'No') },
    {
      id: 'lastLoginAt',
      header: 'Last sign-in',
      accessorFn: (u) => u.lastLoginAt ?? '',
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Account',
      enableSorting: false,
      cell: ({ row }) => {
        const u = row.original;
        // The upstream refuses it too: a staff member who disabled their own account would be locked out.
        if (u._id === me?._id) return <span className="text-xs text-slate-500">Your account</span>;
        return (
          <Button
            variant={u.isDisabled ? 'outline' : 'ghost'}
            className={`px-2 py-1 text-xs ${u.isDisabled ? '' : 'text-red-700'}`}
            onClick={() => setDisabled.mutate({ id: u._id, isDisabled: !u.isDisabled })}
            aria-label={`${u.isDisabled ? 'Enable' : 'Disable'} ${u.email}`}
          >
            {u.isDisabled ? 'Enable' : 'Disable'}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <SearchBox label="Search name or email" name="q" value={params.q} onSearch={(q) => update({ q })} />
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Users"
        columns={columns}
        emptyText="No user matches."
      />
    </>
  );
}
