'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { AdminLookupItem, LookupInput, LookupKind } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { QueryState } from '../query-state';
import { inlineSubmit, useAdminMutation, useAdminQuery } from '../use-admin';
import { lookupRowForm } from './lookup-editor-form-schema';

const input = 'rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-600';

/** One lookup list: rename, reorder by sorting order, hide, delete when unused, and add. */
export function LookupEditor({ kind, title }: { kind: LookupKind; title: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminLookups.list, { params: { kind } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const items = [...data.data].sort((a, b) => a.sortingOrder - b.sortingOrder || a.name.localeCompare(b.name));
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="text-left text-xs uppercase text-slate-600">
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Order</th>
            <th scope="col">Active</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <LookupRow key={`${item._id}-${item.name}-${item.sortingOrder}-${item.isActive}`} kind={kind} item={item} />
          ))}
        </tbody>
      </table>
      <h3 className="mt-4 text-sm font-semibold">Add to {title.toLowerCase()}</h3>
      <LookupRowForm kind={kind} />
    </section>
  );
}

function LookupRow({ kind, item }: { kind: LookupKind; item: AdminLookupItem }) {
  const remove = useAdminMutation(
    () => callEndpoint(api.adminLookups.remove, { params: { kind, id: item._id } }),
    `${item.name} deleted`,
  );
  return (
    <tr className="border-t border-slate-100">
      <td colSpan={3} className="py-1.5">
        <LookupRowForm kind={kind} item={item} />
      </td>
      <td className="py-1.5 text-right">
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs text-red-700"
          onClick={() => window.confirm(`Delete ${item.name}?`) && remove.mutate(undefined)}
          aria-label={`Delete ${item.name}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}

/** Edits an item in place, or adds a new one when no item is given. */
function LookupRowForm({ kind, item }: { kind: LookupKind; item?: AdminLookupItem }) {
  const form = useForm<LookupInput>({
    resolver: zodResolver(lookupRowForm.schema) as never,
    defaultValues: item ?? { name: '', sortingOrder: 0, isActive: true },
  });
  const save = useAdminMutation(
    (values: LookupInput) =>
      item
        ? callEndpoint(api.adminLookups.update, { params: { kind, id: item._id }, body: values })
        : callEndpoint(api.adminLookups.create, { params: { kind }, body: values }),
    item ? 'Saved' : 'Added',
  );
  const errors = form.formState.errors;
  const label = item?.name ?? 'new item';
  const { labels } = lookupRowForm;

  return (
    <form noValidate className="flex flex-wrap items-center gap-2" onSubmit={inlineSubmit(form, save, !item)}>
      <input
        aria-label={`${labels.name} of ${label}`}
        aria-invalid={Boolean(errors.name)}
        className={`${input} min-w-48 flex-1`}
        {...form.register('name')}
      />
      <input
        aria-label={`${labels.sortingOrder} of ${label}`}
        type="number"
        min={0}
        className={`${input} w-20`}
        {...form.register('sortingOrder', { valueAsNumber: true })}
      />
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" {...form.register('isActive')} /> {labels.isActive}
      </label>
      <Button type="submit" variant="outline" className="px-2 py-1 text-xs" disabled={save.isPending}>
        {item ? 'Save' : 'Add'}
      </Button>
      <FormError message={errors.name?.message ?? errors.sortingOrder?.message} className="w-full" />
    </form>
  );
}
