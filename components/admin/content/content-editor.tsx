'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useMemo } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { contentDocuments, type ContentKey } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { contentDocumentInfo } from './content-documents';
import { ListField } from './list-field';
import { SchemaField } from './schema-field';
import { fieldKind } from './schema-walk';

// The contracts' bare checks ('min(1)') carry zod's default wording; staff read plainer words.
const plainMessages = (issue: { code: string; origin?: string; format?: string }) => {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'This field is required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address';
  return undefined;
};

/** Loads one content document and edits it with the form its schema describes. */
export function ContentEditor({ contentKey }: { contentKey: ContentKey }) {
  const { data, isPending, error } = useAdminQuery(api.adminContent.get, { params: { key: contentKey } });
  const info = contentDocumentInfo[contentKey];
  return (
    <>
      <PageHeader title={info.title}>
        <Link href={info.page} className="text-sm text-navy underline" target="_blank">
          View the public page
        </Link>
        <Link href="/admin/content" className="text-sm text-navy underline">
          All content
        </Link>
      </PageHeader>
      {data ? (
        <EditorForm contentKey={contentKey} initial={data.data} />
      ) : (
        <QueryState isPending={isPending} error={error} />
      )}
    </>
  );
}

/** The form's values are { doc }, because a document may itself be a list (hero slides). */
type EditorValues = { doc: unknown };

function EditorForm({ contentKey, initial }: { contentKey: ContentKey; initial: unknown }) {
  const schema = contentDocuments[contentKey] as z.ZodType;
  const formSchema = useMemo(() => z.object({ doc: schema }), [schema]);
  const form = useForm<EditorValues>({
    resolver: zodResolver(formSchema, { error: plainMessages } as never),
    defaultValues: { doc: initial },
  });
  const save = useAdminMutation(
    (doc: unknown) => callEndpoint(api.adminContent.put, { params: { key: contentKey }, body: doc }),
    'Saved. The public page shows it on its next load.',
  );
  const root = fieldKind(schema);

  const onSubmit = form.handleSubmit(
    async ({ doc }) => {
      try {
        const saved = await save.mutateAsync(doc);
        form.reset({ doc: saved.data });
      } catch (err) {
        applyServerErrors(form, err, (path) => `doc.${path}` as FieldPath<EditorValues>);
      }
    },
    () => toast.error('Please correct the fields marked in red.'),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3 pb-20">
        {root.kind === 'object' ? (
          Object.entries(root.shape).map(([key, child]) => (
            <SchemaField key={key} schema={child} path={`doc.${key}`} name={key} foldable />
          ))
        ) : root.kind === 'list' ? (
          <ListField schema={root.item} path="doc" label={contentDocumentInfo[contentKey].title} />
        ) : null}
        <div className="fixed inset-x-0 bottom-0 z-10 flex justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 md:left-60">
          <Button variant="outline" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
