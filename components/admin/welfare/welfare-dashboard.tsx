'use client';

import Link from 'next/link';
import { api } from '@/lib/contracts/endpoints';
import { incidentKindLabels } from '@/lib/contracts/welfare/welfare';
import { checkInTexts } from '@/lib/contracts/welfare/check-in-texts';
import { formatDate } from '../format';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';

const overdueBadge = (
  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Overdue</span>
);

/** The duty of care on the dashboard: reports due this week and overdue, open incidents by due date. */
export function WelfareDashboard() {
  const { data, isPending, error } = useAdminQuery(api.adminWelfare.dashboard);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const { reportsDue, incidents } = data.data;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="reports-due-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="reports-due-heading" className="font-semibold">
          Welfare reports due this week and overdue
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {reportsDue.map((r) => (
            <li key={`${r.applicationId}-${r.dueOn}`} className="py-1.5">
              <Link href={`/admin/welfare/${r.applicationId}`} className="font-medium text-navy underline">
                {r.worker}
              </Link>{' '}
              <span className="text-slate-600">({r.employer})</span> · due {formatDate(r.dueOn)}
              {r.overdue && overdueBadge}
              {r.answer && (
                <span className="ml-2 text-slate-600">
                  Check-in: {r.answer === 'help' ? checkInTexts.help : checkInTexts.fine}
                </span>
              )}
            </li>
          ))}
        </ul>
        {reportsDue.length === 0 && <p className="mt-3 text-sm text-slate-500">No report due this week.</p>}
      </section>
      <section aria-labelledby="incidents-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="incidents-heading" className="font-semibold">
          Open incidents
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {incidents.map((i) => (
            <li key={i._id} className="py-1.5">
              <Link
                href={`/admin/welfare/${i.applicationId}/incidents/${i._id}`}
                className="font-medium text-navy underline"
              >
                {incidentKindLabels[i.kind]}: {i.worker}
              </Link>{' '}
              · due {formatDate(i.dueOn)}
              {i.overdue && overdueBadge}
            </li>
          ))}
        </ul>
        {incidents.length === 0 && <p className="mt-3 text-sm text-slate-500">No open incident.</p>}
      </section>
    </div>
  );
}

/** The quarterly welfare monitoring report: a plain GET form, so the browser downloads the streamed CSV. */
export function QuarterlyReportForm() {
  const year = new Date().getUTCFullYear();
  const quarters = [year - 1, year, year + 1].flatMap((y) => [1, 2, 3, 4].map((q) => `${y}-Q${q}`));
  return (
    <form
      method="get"
      action={`/api${api.adminWelfare.exportCsv.path}`}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor="report-quarter" className="block text-sm font-medium">
          Quarter
        </label>
        <select
          id="report-quarter"
          name="quarter"
          defaultValue={`${year}-Q${Math.floor(new Date().getUTCMonth() / 3) + 1}`}
          className="rounded border border-slate-300 p-2"
        >
          {quarters.map((q) => (
            <option key={q}>{q}</option>
          ))}
        </select>
      </div>
      <div className="grow">
        <label htmlFor="report-reason" className="block text-sm font-medium">
          Why are you exporting it?
        </label>
        <input
          id="report-reason"
          name="reason"
          required
          maxLength={500}
          className="w-full rounded border border-slate-300 p-2"
        />
      </div>
      <button type="submit" className="rounded bg-navy px-4 py-2 font-semibold text-white">
        Download the quarterly report (CSV)
      </button>
    </form>
  );
}
