'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { DocumentType, DocumentTypeInput } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { QueryState } from '../query-state';
import { inlineSubmit, useAdminMutation, useAdminQuery } from '../use-admin';
import { documentTypeForm } from './document-type-editor-form-schema';

const input = 'rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-600';

/** The deployment checklist's documents: rename, describe, mark required, reorder, deactivate, add. */
export function DocumentTypeEditor() {
  const { data, isPending, error } = useAdminQuery(api.adminDocumentTypes.list);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  return (
    <section aria-label="Deployment documents" className="space-y-3">
      <p className="text-sm text-slate-600">
        What candidates upload once their application is Offered. Deactivated documents leave every checklist; the files
        already uploaded stay with their applications.
      </p>
      <ul className="space-y-3">
        {data.data.map((type) => (
          <li key={`${type._id}-${type.name}-${type.sortingOrder}-${type.isActive}-${type.isRequired}`}>
            <DocumentTypeForm type={type} />
          </li>
        ))}
      </ul>
      <h2 className="pt-2 text-sm font-semibold">Add a document</h2>
      <DocumentTypeForm />
    </section>
  );
}

/** Edits a document type in place, or adds one when none is given. */
function DocumentTypeForm({ type }: { type?: DocumentType }) {
  const form = useForm<DocumentTypeInput>({
    resolver: zodResolver(documentTypeForm.schema) as never,
    defaultValues: type ?? { name: '', description: '', isRequired: true, sortingOrder: 0, isActive: true },
  });
  const save = useAdminMutation(
    (values: DocumentTypeInput) =>
      type
        ? callEndpoint(api.adminDocumentTypes.update, { params: { id: type._id }, body: values })
        : callEndpoint(api.adminDocumentTypes.create, { body: values }),
    type ? 'Saved' : 'Added',
  );
  const errors = form.formState.errors;
  const label = type?.name ?? 'new document';
  const { labels } = documentTypeForm;

  return (
    <form
      noValidate
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 md:grid-cols-[1fr_2fr_auto]"
      onSubmit={inlineSubmit(form, save, !type)}
    >
      <input
        aria-label={`${labels.name} of ${label}`}
        aria-invalid={Boolean(errors.name)}
        className={input}
        {...form.register('name')}
      />
      <input
        aria-label={`${labels.description} of ${label}`}
        aria-invalid={Boolean(errors.description)}
        className={input}
        {...form.register('description')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <input
          aria-label={`${labels.sortingOrder} of ${label}`}
          type="number"
          min={0}
          className={`${input} w-20`}
          {...form.register('sortingOrder', { valueAsNumber: true })}
        />
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...form.register('isRequired')} /> {labels.isRequired}
        </label>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...form.register('isActive')} /> {labels.isActive}
        </label>
        <Button type="submit" variant="outline" className="px-2 py-1 text-xs" disabled={save.isPending}>
          {type ? 'Save' : 'Add'}
        </Button>
      </div>
      {type?.isPassport && (
        <p className="text-xs text-slate-500 md:col-span-3">
          The passport: candidates can give a renewed passport&apos;s expiry date with it.
        </p>
      )}
      <FormError
        message={errors.name?.message ?? errors.description?.message ?? errors.sortingOrder?.message}
        className="md:col-span-3"
      />
    </form>
  );
}
