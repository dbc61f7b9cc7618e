'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { offerStatusLabels, type OfferReasons, type OfferTerms } from '@/lib/contracts/offers/offer';
import { type StaffOfferPanel } from '@/lib/contracts/offers/views';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { OfferTermsForm } from './offer-terms-form';
import { OfferVersions } from './offer-versions';

/** The application's Offer section: the draft beside the job order's terms, sending, and every version. */
export function OfferPanel({ applicationId }: { applicationId: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminOffers.panel, { params: { id: applicationId } });
  return (
    <section aria-labelledby="offer-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="offer-heading" className="mb-3 font-semibold">
        Offer
      </h2>
      {data ? <OfferSection panel={data.data} /> : <QueryState isPending={isPending} error={error} />}
    </section>
  );
}

function OfferSection({ panel }: { panel: StaffOfferPanel }) {
  const latest = panel.offers[0];
  const openStatus = latest?.status === 'draft' || latest?.status === 'sent' ? latest.status : null;
  // A fresh form for each saved state (the draft's version and status), starting from what is stored.
  const formKey = latest ? `${latest._id}-${latest.status}-${latest.events.length}` : 'new';
  return (
    <div className="space-y-4">
      {panel.blocked ? <p className="text-sm text-slate-600">{panel.blocked}</p> : null}
      {latest ? (
        <p className="text-sm">
          Current: version {latest.version}, <strong>{offerStatusLabels[latest.status]}</strong>
        </p>
      ) : null}
      {panel.jobOrder && panel.startingTerms && !panel.blocked && latest?.status !== 'accepted' ? (
        <DraftEditor
          key={formKey}
          panel={panel}
          terms={panel.startingTerms}
          reasons={openStatus ? latest!.reasons : {}}
          status={openStatus}
        />
      ) : null}
      <OfferVersions offers={panel.offers} />
    </div>
  );
}

function DraftEditor({
  panel,
  terms,
  reasons,
  status,
}: {
  panel: StaffOfferPanel;
  terms: OfferTerms;
  reasons: OfferReasons;
  status: 'draft' | 'sent' | null;
}) {
  const [values, setValues] = useState({ terms, reasons });
  const [problem, setProblem] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const id = panel.applicationId;
  const refused = (err: unknown) => {
    const errors = err instanceof ApiError ? err.errors : {};
    setProblem({ message: errorMessage(err, 'Something went wrong. Please try again.'), errors });
  };
  const save = useAdminMutation(
    () => callEndpoint(api.adminOffers.save, { params: { id }, body: values }),
    status === 'sent' ? 'Saved as a new version' : 'Offer saved',
  );
  const send = useAdminMutation(() => callEndpoint(api.adminOffers.send, { params: { id } }), 'Offer sent');
  const withdraw = useAdminMutation(
    () => callEndpoint(api.adminOffers.withdraw, { params: { id } }),
    'Offer withdrawn',
  );
  const run = (mutation: { mutateAsync: (v: undefined) => Promise<unknown> }) => {
    setProblem(null);
    mutation.mutateAsync(undefined).catch(refused);
  };
  const busy = save.isPending || send.isPending || withdraw.isPending;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        run(save);
      }}
    >
      <OfferTermsForm jobOrder={panel.jobOrder!} values={values} onChange={setValues} errors={problem?.errors ?? {}} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      ) : null}
      {status === 'sent' ? (
        <p className="text-sm text-slate-600">
          Saving changes to the sent offer replaces it with a new version (the candidate is asked again once it is
          sent).
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {status === 'sent' ? 'Save as new version' : 'Save draft'}
        </Button>
        {status === 'draft' ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => run(send)}>
            Send offer to candidate
          </Button>
        ) : null}
        {status ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => run(withdraw)}>
            Withdraw offer
          </Button>
        ) : null}
      </div>
    </form>
  );
}
