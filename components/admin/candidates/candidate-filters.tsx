'use client';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { educationLabels, educationLevels, englishLabels, englishLevels } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { filterFields } from '../filter-fields';
import { useAdminQuery } from '../use-admin';

type Update = (patch: Record<string, string | undefined>) => void;

const orAbsent = (value: string) => value.trim() || undefined;

/** The talent pool's filters (talentPoolQuerySchema); every change lands in the address. */
export function CandidateFilters({ params, update }: { params: Record<string, string>; update: Update }) {
  const locations = useAdminQuery(api.adminLookups.list, { params: { kind: 'preffered-location' } }).data?.data ?? [];
  // Typed fields apply on Enter (the form's submit) or when left, so a half-typed number asks nothing.
  const typed = (name: string, label: string, type: 'search' | 'number') => (
    <FormField
      label={label}
      name={name}
      type={type}
      {...(type === 'number' ? { min: 0, max: 50, inputMode: 'numeric' as const } : {})}
      defaultValue={params[name] ?? ''}
      key={`${name}:${params[name] ?? ''}`}
      onBlur={(e) => orAbsent(e.target.value) !== params[name] && update({ [name]: orAbsent(e.target.value) })}
    />
  );
  const { select, date } = filterFields(params, update);
  const onlyThose = (name: string, label: string) => (
    <FormField
      type="checkbox"
      label={label}
      checked={params[name] === '1'}
      onChange={(e) => update({ [name]: e.target.checked ? '1' : undefined })}
    />
  );

  return (
    <form
      role="search"
      aria-label="Search the talent pool"
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const text = (name: string) => orAbsent(String(form.get(name) ?? ''));
        update({ q: text('q'), experienceMin: text('experienceMin'), experienceMax: text('experienceMax') });
      }}
    >
      {typed('q', 'Position or previous job title', 'search')}
      {typed('experienceMin', 'Experience from (years)', 'number')}
      {typed('experienceMax', 'Experience to (years)', 'number')}
      {select(
        'english',
        'English level',
        englishLevels.map((l) => ({ value: l, label: englishLabels[l] })),
      )}
      {select(
        'education',
        'Education',
        educationLevels.map((l) => ({ value: l, label: educationLabels[l] })),
      )}
      {select(
        'location',
        'Preferred location',
        locations.map((l) => ({ value: l._id, label: l.name })),
      )}
      {date('availableBy', 'Available by')}
      {date('passportValidUntil', 'Passport valid until')}
      {date('activeSince', 'Active since')}
      <div className="flex flex-col justify-end gap-2">
        {onlyThose('documentsVerified', 'Documents verified')}
        {onlyThose('hasVideo', 'Has a video')}
      </div>
      {/* Enter in a typed field submits; a visible button says so and works without a pointer. */}
      <div className="flex items-end">
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
}
