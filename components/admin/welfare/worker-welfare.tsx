'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { checkInTexts } from '@/lib/contracts/welfare/check-in-texts';
import { formatWorkerTime } from '@/lib/contracts/welfare/time';
import {
  incidentKindLabels,
  incidentKinds,
  welfareStatusLabels,
  welfareStatuses,
  type IncidentKind,
  type WelfareStatus,
} from '@/lib/contracts/welfare/welfare';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';

const field = 'w-full rounded border border-slate-300 p-2';

/** A deployed worker's welfare file: status, reporting calendar with the check-ins' answers, incidents. */
export function WorkerWelfare({ applicationId }: { applicationId: string }) {
  const params = { id: applicationId };
  const { data, isPending, error } = useAdminQuery(api.adminWelfare.worker, { params });
  const setStatus = useAdminMutation(
    (body: { status: WelfareStatus; statusOn: string; reason?: string }) =>
      callEndpoint(api.adminWelfare.setStatus, { params, body }),
    'Status changed',
  );
  const openIncident = useAdminMutation(
    (body: { kind: IncidentKind; description: string }) =>
      callEndpoint(api.adminWelfare.openIncident, { params, body }),
    'Incident opened',
  );
  const [status, setStatusValue] = useState<WelfareStatus>('deployed');
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const w = data.data;

  const submitStatus = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '');
    setStatus.mutate({ status, statusOn: String(form.get('statusOn')), ...(reason ? { reason } : {}) });
  };
  const submitIncident = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    openIncident.mutate({ kind: form.get('kind') as IncidentKind, description: String(form.get('description')) });
  };

  return (
    <div className="space-y-8">
      <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        {[
          ['Position', w.position],
          ['Employer', w.employer],
          ['Worksite', w.worksite],
          ['Departure', w.departedOn],
          ['Contract', `${w.contractMonths} months`],
          [
            'Status',
            `${welfareStatusLabels[w.status]} since ${w.statusOn}${w.statusReason ? ` (${w.statusReason})` : ''}`,
          ],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>

      <form
        onSubmit={submitStatus}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <h2 className="font-semibold sm:col-span-4">Change the status</h2>
        <label className="text-sm">
          Status
          <select
            name="status"
            value={status}
            onChange={(e) => setStatusValue(e.target.value as WelfareStatus)}
            className={field}
          >
            {welfareStatuses.map((s) => (
              <option key={s} value={s}>
                {welfareStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Since
          <input type="date" name="statusOn" required className={field} />
        </label>
        {status === 'repatriated' && (
          <label className="text-sm">
            Reason for the repatriation
            <input name="reason" required maxLength={500} className={field} />
          </label>
        )}
        <button type="submit" disabled={setStatus.isPending} className={buttonClass('secondary', 'self-end')}>
          Save the status
        </button>
      </form>

      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold">Welfare reports</h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-slate-500">
              <th scope="col">Due</th>
              <th scope="col">Check-in sent</th>
              <th scope="col">Answer</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {w.reports.map((r) => (
              <tr key={r._id} className="border-t border-slate-100">
                <td className="py-1.5">{r.dueOn}</td>
                <td>{r.checkInSentAt ? formatWorkerTime(r.checkInSentAt, w.departedOn) : '—'}</td>
                <td>{r.answer ? (r.answer === 'help' ? checkInTexts.help : checkInTexts.fine) : '—'}</td>
                <td className="whitespace-pre-line">{r.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold">Incidents</h2>
        <ul className="mt-3 space-y-1 text-sm">
          {w.incidents.map((i) => (
            <li key={i._id}>
              <Link href={`/admin/welfare/${applicationId}/incidents/${i._id}`} className="text-navy underline">
                {incidentKindLabels[i.kind]}, opened {formatWorkerTime(i.openedAt, w.departedOn)}
              </Link>{' '}
              · {i.status === 'open' ? `due ${i.dueOn}` : 'closed'}
            </li>
          ))}
        </ul>
        {w.incidents.length === 0 && <p className="mt-2 text-sm text-slate-500">No incident.</p>}
        <form onSubmit={submitIncident} className="mt-4 grid gap-3 sm:grid-cols-4">
          <label className="text-sm">
            Kind
            <select name="kind" className={field}>
              {incidentKinds.map((k) => (
                <option key={k} value={k}>
                  {incidentKindLabels[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm sm:col-span-2">
            What happened
            <textarea name="description" required maxLength={2000} rows={2} className={field} />
          </label>
          <button type="submit" disabled={openIncident.isPending} className={buttonClass('secondary', 'self-end')}>
            Log an incident
          </button>
        </form>
      </section>
    </div>
  );
}
