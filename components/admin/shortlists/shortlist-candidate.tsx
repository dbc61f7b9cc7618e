'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/contracts/endpoints';
import type { StaffShortlist } from '@/lib/contracts/shortlists/staff';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { useAdminMutation } from '../use-admin';
import { CandidateTracking } from './candidate-tracking';
import { PresentationCv } from './presentation-cv';
import { candidateNoteForm } from './shortlist-forms-schema';

type Candidate = StaffShortlist['candidates'][number];

/**
 * One shortlisted candidate: who, the agency's note (editable), its place (up, down), the
 * presentation CV, and what the client did with the card.
 */
export function ShortlistCandidate({
  shortlistId,
  candidate: c,
  count,
  editable,
}: {
  shortlistId: string;
  candidate: Candidate;
  count: number;
  editable: boolean;
}) {
  const params = { id: shortlistId, candidateId: c._id };
  const update = useAdminMutation(
    (body: { note?: string; position?: number }) => callEndpoint(api.adminShortlists.updateCandidate, { params, body }),
    (r) => (r.data.candidates.find((x) => x._id === c._id)?.note === c.note ? 'Order saved' : 'Note saved'),
  );
  const remove = useAdminMutation(
    () => callEndpoint(api.adminShortlists.removeCandidate, { params }),
    'Removed from the shortlist',
  );
  const form = useForm({ resolver: zodResolver(candidateNoteForm.schema), defaultValues: { note: c.note } });
  const field = bindFields(form, candidateNoteForm.labels);

  return (
    <li className="rounded-md border border-slate-200 p-3" aria-label={`${c.position}. ${c.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            {c.position}.{' '}
            <Link href={`/admin/applications/${c.applicationId}`} className="text-navy underline">
              {c.name}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {c.appliedFor} · stage {c.stage}
          </p>
        </div>
        {editable ? (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              disabled={c.position <= 1 || update.isPending}
              aria-label={`Move ${c.name} up`}
              onClick={() => update.mutate({ position: c.position - 1 })}
            >
              ↑ Up
            </Button>
            <Button
              variant="outline"
              className="px-2 py-1 text-xs"
              disabled={c.position >= count || update.isPending}
              aria-label={`Move ${c.name} down`}
              onClick={() => update.mutate({ position: c.position + 1 })}
            >
              ↓ Down
            </Button>
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs text-red-700"
              aria-label={`Remove ${c.name} from the shortlist`}
              onClick={() => window.confirm(`Remove ${c.name} from this shortlist?`) && remove.mutate(undefined)}
            >
              Remove
            </Button>
          </div>
        ) : null}
      </div>
      {editable ? (
        <form
          noValidate
          className="mt-3 space-y-2"
          onSubmit={form.handleSubmit(async (values) => {
            try {
              await update.mutateAsync({ note: candidateNoteForm.toPayload(values).note });
            } catch (err) {
              applyServerErrors(form, err);
            }
          })}
        >
          <FormField {...field('note')} as="textarea" rows={2} />
          <Button type="submit" variant="outline" className="px-2 py-1 text-xs" disabled={update.isPending}>
            Save note
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-wrap">{c.note || 'No note.'}</p>
      )}
      {editable ? <PresentationCv params={params} name={c.name} has={c.hasPresentationCv} /> : null}
      <CandidateTracking candidate={c} />
    </li>
  );
}
