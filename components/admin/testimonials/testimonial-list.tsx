'use client';

import { Button } from '@/components/ui/button';
import type { AdminTestimonial } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { DataTable, type AdminColumn } from '../data-table';
import { formatDate } from '../format';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';

/** Reviews sent from the site: approve to show them in Success Stories, hide, or delete. */
export function TestimonialList() {
  const { data, isPending, error } = useAdminQuery(api.adminTestimonials.list);
  const moderate = useAdminMutation(
    ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      callEndpoint(api.adminTestimonials.moderate, { params: { id }, body: { isApproved } }),
    (r) => (r.data.isApproved ? 'Shown on the site' : 'Hidden'),
  );
  const remove = useAdminMutation(
    (id: string) => callEndpoint(api.adminTestimonials.remove, { params: { id } }),
    'Testimonial deleted',
  );

  const columns: AdminColumn<AdminTestimonial>[] = [
    { id: 'name', header: 'Name', accessorFn: (t) => `${t.name} (${t.position}, ${t.employer})` },
    { id: 'rating', header: 'Rating', accessorKey: 'rating', cell: ({ getValue }) => `${getValue()} / 5` },
    {
      id: 'testimonial',
      header: 'Testimonial',
      accessorKey: 'testimonial',
      enableSorting: false,
      cell: ({ getValue }) => <p className="max-w-md">{getValue()}</p>,
    },
    { id: 'status', header: 'Status', accessorFn: (t) => (t.isApproved ? 'Shown' : 'Hidden') },
    { id: 'createdAt', header: 'Sent', accessorKey: 'createdAt', cell: ({ getValue }) => formatDate(getValue()) },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const t = row.original;
        return (
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              onClick={() => moderate.mutate({ id: t._id, isApproved: !t.isApproved })}
            >
              {t.isApproved ? 'Hide' : 'Approve'}
            </Button>
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs text-red-700"
              onClick={() => window.confirm(`Delete the testimonial by ${t.name}?`) && remove.mutate(t._id)}
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  if (!data) return <QueryState isPending={isPending} error={error} />;
  return <DataTable caption="Testimonials" columns={columns} data={data.data} emptyText="No testimonials yet." />;
}
