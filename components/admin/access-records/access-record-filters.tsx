'use client';

import { FormField } from '@/components/ui/form-field';
import { filterFields } from '../filter-fields';

type Update = (patch: Record<string, string | undefined>) => void;

/** A text filter applied with Enter or on leaving the field; an emptied one is removed. */
function TextFilter({
  name,
  label,
  params,
  update,
}: {
  name: string;
  label: string;
  params: Record<string, string>;
  update: Update;
}) {
  const apply = (value: string) =>
    value.trim() !== (params[name] ?? '') && update({ [name]: value.trim() || undefined });
  return (
    <FormField
      label={label}
      name={name}
      type="search"
      defaultValue={params[name] ?? ''}
      key={params[name] ?? ''}
      onBlur={(e) => apply(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)}
    />
  );
}

/** The record's filters: a staff member, a person (a part of a name or email), and UAE days; kept in the address. */
export function AccessRecordFilters({ params, update }: { params: Record<string, string>; update: Update }) {
  const { date } = filterFields(params, update);
  return (
    <form
      role="search"
      aria-label="Filter the record of access"
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextFilter name="staff" label="Staff member (name or email)" params={params} update={update} />
      <TextFilter name="person" label="Person (name or email)" params={params} update={update} />
      {date('from', 'From')}
      {date('to', 'To')}
    </form>
  );
}
