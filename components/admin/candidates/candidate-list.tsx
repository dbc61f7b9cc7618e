'use client';

import Link from 'next/link';
import { englishLabels } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { talentPoolSorts, type TalentPoolRow } from '@/lib/contracts/candidates/talent-pool';
import type { AdminColumn, SortingState } from '../data-table';
import { formatDate } from '../format';
import { PagedTable } from '../paged-table';
import { addressQuery, useAdminQuery } from '../use-admin';
import { useUrlParams } from '../use-url-params';
import { CandidateFilters } from './candidate-filters';

type Sort = (typeof talentPoolSorts)[number];
/** Each sort's one direction, as the upstream orders it (the newest activity, the most experience first). */
const descending: Record<Sort, boolean> = { lastActive: true, experience: true, availableToStart: false, name: false };
const isSort = (id: string): id is Sort => (talentPoolSorts as readonly string[]).includes(id);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

// Column ids that are sorts are the upstream's sort names, so a header click asks for that order.
const columns: AdminColumn<TalentPoolRow>[] = [
  {
    id: 'name',
    header: 'Candidate',
    accessorKey: 'name',
    cell: ({ row }) => (
      <Link href={`/admin/candidates/${row.original._id}`} className="font-semibold text-navy underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'positions', header: 'Positions', accessorFn: (r) => r.positions.join(', ') || '—', enableSorting: false },
  { id: 'previousJobTitle', header: 'Previous title', accessorKey: 'previousJobTitle', enableSorting: false },
  { id: 'experience', header: 'Years', accessorKey: 'experienceInYears' },
  { id: 'english', header: 'English', accessorFn: (r) => englishLabels[r.englishProficiency], enableSorting: false },
  { id: 'location', header: 'Location', accessorFn: (r) => r.preferredLocation ?? '—', enableSorting: false },
  {
    id: 'availableToStart',
    header: 'Available from',
    accessorKey: 'availableToStart',
    cell: ({ getValue }) => formatDate(getValue()),
  },
  {
    id: 'passportExpiry',
    header: 'Passport expires',
    accessorKey: 'passportExpiry',
    cell: ({ getValue }) => formatDate(getValue()),
    enableSorting: false,
  },
  { id: 'video', header: 'Video', accessorFn: (r) => yesNo(r.hasVideo), enableSorting: false },
  { id: 'documentsVerified', header: 'Documents verified', accessorKey: 'documentsVerified', enableSorting: false },
  { id: 'applications', header: 'Applications', accessorKey: 'applications', enableSorting: false },
  {
    id: 'lastActive',
    header: 'Last active',
    accessorKey: 'lastActiveAt',
    cell: ({ getValue }) => formatDate(getValue()),
  },
];

/** The talent pool: every candidate with a profile, filtered, sorted and paged by the upstream. */
export function CandidateList() {
  const { params, update } = useUrlParams();
  const list = api.adminCandidates.list;
  const result = useAdminQuery(list, { query: addressQuery(list, params) }, { keepPrevious: true });
  const sort: Sort = params.sort && isSort(params.sort) ? params.sort : 'lastActive';
  const sorting: SortingState = [{ id: sort, desc: descending[sort] }];

  return (
    <>
      <CandidateFilters params={params} update={update} />
      <PagedTable
        result={result}
        onPage={(page) => update({ page: String(page) })}
        caption="Candidates"
        columns={columns}
        emptyText="No candidate matches these filters."
        sorting={sorting}
        onSortingChange={(next) => {
          const id = next[0]?.id;
          if (id && isSort(id)) update({ sort: id });
        }}
      />
    </>
  );
}
