'use client';

import type { FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { formatWorkerTime } from '@/lib/contracts/welfare/time';
import { incidentKindLabels, incidentSourceLabels } from '@/lib/contracts/welfare/welfare';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';

const field = 'w-full rounded border border-slate-300 p-2';

/** One incident as a printable report (the forms hide when printed): what happened, each update, the closure. */
export function IncidentReport({ applicationId, incidentId }: { applicationId: string; incidentId: string }) {
  const params = { id: applicationId, incident: incidentId };
  const { data, isPending, error } = useAdminQuery(api.adminWelfare.incident, { params });
  const addUpdate = useAdminMutation(
    (text: string) => callEndpoint(api.adminWelfare.addUpdate, { params, body: { text } }),
    'Update added',
  );
  const close = useAdminMutation(
    (resolution: string) => callEndpoint(api.adminWelfare.close, { params, body: { resolution } }),
    'Incident closed',
  );
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const i = data.data;
  const at = (iso: string) => formatWorkerTime(iso, i.departedOn);
  const submit = (run: (text: string) => void, name: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(String(new FormData(event.currentTarget).get(name)));
    event.currentTarget.reset();
  };

  return (
    <article className="space-y-6 bg-white print:text-black">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {[
          ['Worker', i.worker],
          ['Employer', i.employer],
          ['Kind', incidentKindLabels[i.kind]],
          ['Reported by', `${i.openedBy} (${incidentSourceLabels[i.source]})`],
          ['Opened', at(i.openedAt)],
          ['Learned of on', i.learnedOn],
          ['Report due', `${i.dueOn} (5 Philippine working days)`],
          ['Assigned to', i.assignedRole],
          [
            'Status',
            i.status === 'open' ? 'Open' : `Closed ${i.closedAt ? at(i.closedAt) : ''} by ${i.closedBy ?? ''}`,
          ],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h2 className="font-semibold">What happened</h2>
        <p className="whitespace-pre-line">{i.description}</p>
      </section>
      <section>
        <h2 className="font-semibold">Updates</h2>
        <ol className="mt-2 space-y-2">
          {i.updates.map((u) => (
            <li key={u._id} className="border-l-4 border-slate-200 pl-3">
              <p className="text-sm text-slate-500">
                {u.author}, {at(u.at)}
              </p>
              <p className="whitespace-pre-line">{u.text}</p>
            </li>
          ))}
        </ol>
        {i.updates.length === 0 && <p className="text-sm text-slate-500">No update yet.</p>}
      </section>
      {i.resolution && (
        <section>
          <h2 className="font-semibold">Resolution</h2>
          <p className="whitespace-pre-line">{i.resolution}</p>
        </section>
      )}
      <div className="flex gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={buttonClass('outline')}>
          Print the incident report
        </button>
      </div>
      {i.status === 'open' && (
        <div className="grid gap-6 print:hidden sm:grid-cols-2">
          <form onSubmit={submit((text) => addUpdate.mutate(text), 'text')} className="space-y-2">
            <label className="block text-sm font-medium">
              Add an update
              <textarea name="text" required maxLength={2000} rows={3} className={field} />
            </label>
            <button type="submit" disabled={addUpdate.isPending} className={buttonClass('secondary')}>
              Add the update
            </button>
          </form>
          <form onSubmit={submit((text) => close.mutate(text), 'resolution')} className="space-y-2">
            <label className="block text-sm font-medium">
              How was it resolved?
              <textarea name="resolution" required maxLength={2000} rows={3} className={field} />
            </label>
            <button type="submit" disabled={close.isPending} className={buttonClass('primary')}>
              Close the incident
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
