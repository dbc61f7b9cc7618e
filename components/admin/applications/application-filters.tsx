'use client';

import { FormField } from '@/components/ui/form-field';
import { applicationStages, englishLabels, englishLevels } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { filterFields } from '../filter-fields';
import { useAdminQuery } from '../use-admin';

const toOptions = (items: { _id: string; name?: string; title?: string }[]) =>
  items.map((i) => ({ value: i._id, label: i.title ?? i.name ?? '' }));

/** The application list's filters and search; every change lands in the address. */
export function ApplicationFilters({
  params,
  update,
}: {
  params: Record<string, string>;
  update: (patch: Record<string, string | undefined>) => void;
}) {
  const jobs = useAdminQuery(api.adminJobOpenings.options).data?.data ?? [];
  const positions = useAdminQuery(api.adminLookups.list, { params: { kind: 'position' } }).data?.data ?? [];
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } }).data?.data ?? [];
  const { select, date } = filterFields(params, update);

  return (
    <form
      role="search"
      aria-label="Filter applications"
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined });
      }}
    >
      <FormField
        label="Search name or email"
        name="q"
        type="search"
        defaultValue={params.q ?? ''}
        key={params.q ?? ''}
        onBlur={(e) => e.target.value.trim() !== (params.q ?? '') && update({ q: e.target.value.trim() || undefined })}
      />
      {select('job', 'Job', toOptions(jobs))}
      {select('position', 'Position', toOptions(positions))}
      {select(
        'stage',
        'Stage',
        applicationStages.map((s) => ({ value: s, label: s })),
      )}
      {select(
        'english',
        'English level',
        englishLevels.map((l) => ({ value: l, label: englishLabels[l] })),
      )}
      {select('location', 'Preferred location', toOptions(locations))}
      {select('readiness', 'Deployment readiness', [
        { value: 'ready', label: 'Ready' },
        { value: 'missing', label: 'Missing documents' },
        { value: 'expired', label: 'Passport expires too early' },
      ])}
      {date('from', 'Applied from')}
      {date('to', 'Applied to')}
    </form>
  );
}
