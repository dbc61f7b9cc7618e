'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { useAdminMutation, useAdminQuery } from '../use-admin';

/** A shortlist that can still take candidates: a Draft or Sent one (not Closed), up to 100 of each. */
function useOpenShortlists() {
  const list = api.adminShortlists.list;
  const drafts = useAdminQuery(list, { query: { status: 'Draft', page: 1, pageSize: 100 } }).data?.data ?? [];
  const sent = useAdminQuery(list, { query: { status: 'Sent', page: 1, pageSize: 100 } }).data?.data ?? [];
  return [...drafts, ...sent];
}

/**
 * Puts the candidate forward on an open shortlist: added at once when their consent covers its client,
 * otherwise they are asked first. The answer's message (or the refusal's) is toasted.
 */
export function PutForwardForm({ candidateId, name }: { candidateId: string; name: string }) {
  const [shortlistId, setShortlistId] = useState('');
  const [error, setError] = useState('');
  const shortlists = useOpenShortlists();
  const putForward = useAdminMutation(
    (id: string) =>
      callEndpoint(api.adminCandidates.shortlist, { params: { id: candidateId }, body: { shortlistId: id } }),
    (answer) => answer.message,
  );

  return (
    <form
      aria-label={`Put ${name} forward on a shortlist`}
      className="rounded-lg border border-slate-200 bg-white p-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!shortlistId) return setError('Choose a shortlist');
        setError('');
        await putForward.mutateAsync(shortlistId).then(
          () => setShortlistId(''),
          () => undefined,
        );
      }}
    >
      <h2 className="mb-3 font-semibold">Put forward on a shortlist</h2>
      <FormField
        as="select"
        label="Shortlist"
        value={shortlistId}
        onChange={(e) => setShortlistId(e.target.value)}
        options={shortlists.map((s) => ({ value: s._id, label: `${s.title} (${s.client.name}, ${s.status})` }))}
        placeholder={shortlists.length ? 'Choose an open shortlist' : 'No open shortlist'}
        error={error}
      />
      <p className="mt-2 text-xs text-slate-600">
        If their consent does not cover this client, we ask them first; they join once they say Yes.
      </p>
      <Button type="submit" variant="secondary" className="mt-3" disabled={putForward.isPending}>
        {putForward.isPending ? 'Putting forward…' : 'Put forward'}
      </Button>
    </form>
  );
}
