'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { StaffNoteView } from '@/lib/contracts';
import { bindFields } from '@/lib/forms/bind-fields';
import { formatDateTime } from './format';
import { staffNoteForm } from './notes-panel-form-schema';
import { useAdminMutation } from './use-admin';

/** Staff notes on an application, inquiry or message: newest last, and a form to add one (`add` sends it). */
export function NotesPanel({ notes, add: send }: { notes: StaffNoteView[]; add: (body: string) => Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(staffNoteForm.schema), defaultValues: { body: '' } });
  const field = bindFields(form, staffNoteForm.labels);
  const add = useAdminMutation(send, 'Note added');

  return (
    <section aria-labelledby="notes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="notes-heading" className="font-semibold">
        Staff notes
      </h2>
      <ul className="mt-3 space-y-3">
        {notes.map((note) => (
          <li key={note._id} className="rounded bg-slate-50 p-3 text-sm">
            <p className="whitespace-pre-wrap">{note.body}</p>
            <p className="mt-1 text-xs text-slate-500">
              {note.author ?? 'Former staff'} · {formatDateTime(note.createdAt)}
            </p>
          </li>
        ))}
        {notes.length === 0 && <li className="text-sm text-slate-500">No notes yet.</li>}
      </ul>
      <form
        className="mt-4 space-y-2"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await add.mutateAsync(staffNoteForm.toPayload(values).body).then(
            () => form.reset({ body: '' }),
            () => undefined,
          );
        })}
      >
        <FormField {...field('body')} as="textarea" rows={3} />
        <Button type="submit" disabled={add.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
