'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { staffNoteSchema, type StaffNoteView } from '@/lib/contracts';
import { formatDateTime } from './format';
import { useAdminMutation } from './use-admin';

/** Staff notes on an application, inquiry or message: newest last, and a form to add one (`add` sends it). */
export function NotesPanel({ notes, add: send }: { notes: StaffNoteView[]; add: (body: string) => Promise<unknown> }) {
  const form = useForm<{ body: string }>({ resolver: zodResolver(staffNoteSchema), defaultValues: { body: '' } });
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
        onSubmit={form.handleSubmit(async ({ body }) => {
          await add.mutateAsync(body).then(
            () => form.reset({ body: '' }),
            () => undefined,
          );
        })}
      >
        <TextAreaField
          label="New note"
          rows={3}
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <Button type="submit" disabled={add.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
