import Link from 'next/link';
import type { TalentPoolCandidate } from '@/lib/contracts/candidates/talent-pool';
import { DataTable, type AdminColumn } from '../data-table';
import { formatDate, formatDateTime } from '../format';

type Application = TalentPoolCandidate['applications'][number];
type ShareRequest = TalentPoolCandidate['shareRequests'][number];

const applicationColumns: AdminColumn<Application>[] = [
  {
    id: 'job',
    header: 'Job',
    accessorFn: (a) => a.job?.title ?? 'General application',
    cell: ({ row, getValue }) => (
      <Link href={`/admin/applications/${row.original._id}`} className="font-semibold text-navy underline">
        {getValue()}
      </Link>
    ),
  },
  { id: 'appliedFor', header: 'Position', accessorFn: (a) => a.appliedFor ?? '—' },
  { id: 'stage', header: 'Stage', accessorKey: 'stage' },
  { id: 'createdAt', header: 'Applied', accessorKey: 'createdAt', cell: ({ getValue }) => formatDate(getValue()) },
];

const requestColumns: AdminColumn<ShareRequest>[] = [
  {
    id: 'shortlist',
    header: 'Shortlist',
    accessorFn: (r) => r.shortlist.title,
    cell: ({ row }) => (
      <Link href={`/admin/shortlists/${row.original.shortlist._id}`} className="text-navy underline">
        {row.original.shortlist.title}
      </Link>
    ),
  },
  { id: 'client', header: 'Client', accessorKey: 'client' },
  { id: 'status', header: 'Answer', accessorKey: 'status' },
  { id: 'askedAt', header: 'Asked', accessorKey: 'askedAt', cell: ({ getValue }) => formatDateTime(getValue()) },
  {
    id: 'answeredAt',
    header: 'Answered',
    accessorFn: (r) => r.answeredAt ?? '',
    cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : '—'),
  },
];

/** The candidate's applications (each opens its staff page) and the employers they were asked about. */
export function CandidateHistory({ candidate }: { candidate: TalentPoolCandidate }) {
  return (
    <>
      <section aria-labelledby="applications-heading" className="space-y-2">
        <h2 id="applications-heading" className="font-semibold">
          Applications
        </h2>
        <DataTable
          caption={`Applications of ${candidate.name}`}
          columns={applicationColumns}
          data={candidate.applications}
          emptyText="No application."
        />
      </section>
      <section aria-labelledby="requests-heading" className="space-y-2">
        <h2 id="requests-heading" className="font-semibold">
          Share requests
        </h2>
        <DataTable
          caption={`Share requests to ${candidate.name}`}
          columns={requestColumns}
          data={candidate.shareRequests}
          emptyText="Not asked about any employer yet."
        />
      </section>
    </>
  );
}
