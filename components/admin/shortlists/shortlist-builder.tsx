'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/contracts/endpoints';
import type { StaffShortlist } from '@/lib/contracts/shortlists/staff';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { formatDateTime } from '../format';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { EligibleApplications } from './eligible-applications';
import { ShortlistCandidates } from './shortlist-candidates';
import { ShortlistLinks } from './shortlist-links';

/** Where the shortlist stands: a draft, sent (and reminded) on a date, or closed. */
function statusText(s: StaffShortlist) {
  if (s.status === 'Draft') return 'Draft: the client sees nothing yet.';
  const sent = s.sentAt ? `Sent ${formatDateTime(s.sentAt)}` : 'Sent';
  const reminded = s.remindedAt ? `; the contacts were reminded ${formatDateTime(s.remindedAt)}` : '';
  return s.status === 'Closed' ? `Closed (${sent.toLowerCase()}).` : `${sent}${reminded}.`;
}

/**
 * A shortlist for a client: its candidates with the agency's notes, in order, and what the client did
 * with each (opened, played, decided); candidates to add, whose consent covers this client; sending;
 * and view-only links.
 */
export function ShortlistBuilder({ id }: { id: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminShortlists.detail, { params: { id } });
  const send = useAdminMutation(
    () => callEndpoint(api.adminShortlists.send, { params: { id } }),
    'Shortlist sent to the client',
  );
  const close = useAdminMutation(() => callEndpoint(api.adminShortlists.close, { params: { id } }), 'Shortlist closed');
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const shortlist = data.data;
  const editable = shortlist.status !== 'Closed';

  return (
    <>
      <PageHeader title={shortlist.title}>
        <Link href={`/admin/clients/${shortlist.client._id}`} className="text-sm text-navy underline">
          Back to {shortlist.client.name}
        </Link>
      </PageHeader>
      <section
        aria-label="Shortlist status"
        className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      >
        <div>
          <p>
            For <span className="font-semibold">{shortlist.client.name}</span>
            {shortlist.job ? (
              <>
                {' '}
                · job order{' '}
                <Link href={`/admin/jobs/${shortlist.job._id}`} className="text-navy underline">
                  {shortlist.job.title}
                </Link>
              </>
            ) : null}
            {shortlist.inquiryId ? (
              <>
                {' '}
                ·{' '}
                <Link href={`/admin/inquiries/${shortlist.inquiryId}`} className="text-navy underline">
                  the inquiry
                </Link>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-slate-600" data-testid="shortlist-status">
            {statusText(shortlist)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {shortlist.status === 'Draft' ? (
            <Button
              disabled={send.isPending}
              onClick={() =>
                window.confirm(
                  `Send “${shortlist.title}” to ${shortlist.client.name}? Its contacts get a mail with a link, and New applications on it move to Screening.`,
                ) && send.mutate(undefined)
              }
            >
              Send to the client
            </Button>
          ) : null}
          {editable ? (
            <Button
              variant="outline"
              disabled={close.isPending}
              onClick={() =>
                window.confirm(
                  `Close “${shortlist.title}”? ${shortlist.client.name} still sees it, read-only; no more candidates or decisions.`,
                ) && close.mutate(undefined)
              }
            >
              Close the shortlist
            </Button>
          ) : null}
        </div>
      </section>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ShortlistCandidates shortlist={shortlist} editable={editable} />
        <div className="space-y-6">
          {editable ? <EligibleApplications shortlistId={shortlist._id} /> : null}
          <ShortlistLinks shortlist={shortlist} />
        </div>
      </div>
    </>
  );
}
