'use client';

import Link from 'next/link';
import { api } from '@/lib/contracts/endpoints';
import { formatDate, formatDateTime } from '../format';
import { QueryState } from '../query-state';
import { TextMessagesPerDay } from '../text-messages/text-messages-per-day';
import { useAdminQuery } from '../use-admin';

/** New work since the staff member's last visit, and where applications came from over the last 12 weeks. */
export function Dashboard() {
  const { data, isPending, error } = useAdminQuery(api.adminDashboard.get);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const { lastVisit, newSince, chartsFrom, applicationsPerJob, applicationsPerWeek, textMessagesPerDay } = data.data;
  const period = `the last 12 weeks, since Monday ${formatDate(chartsFrom)}`;
  const most = Math.max(1, ...applicationsPerWeek.map((w) => w.count));
  const cards = [
    { label: 'New applications', count: newSince.applications, href: '/admin/applications?stage=New' },
    { label: 'New employer inquiries', count: newSince.inquiries, href: '/admin/inquiries?status=New' },
    { label: 'New contact messages', count: newSince.messages, href: '/admin/messages?status=New' },
  ];

  return (
    <div className="space-y-8">
      <section aria-labelledby="new-heading">
        <h2 id="new-heading" className="text-lg font-semibold">
          {lastVisit ? `Since your last visit (${formatDateTime(lastVisit)})` : 'Since the start'}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <li key={card.label}>
              <Link
                href={card.href}
                className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-navy"
              >
                <span className="block text-3xl font-bold text-navy">{card.count}</span>
                <span className="text-sm text-slate-600">{card.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="per-job-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="per-job-heading" className="font-semibold">
            Applications per job
          </h2>
          <p className="text-sm text-slate-600">The 20 jobs with the most applications in {period}.</p>
          <table className="mt-3 w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Applications</th>
              </tr>
            </thead>
            <tbody>
              {applicationsPerJob.map((row) => (
                <tr key={row.job} className="border-t border-slate-100">
                  <td className="py-1.5">{row.job}</td>
                  <td className="py-1.5 text-right font-semibold">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {applicationsPerJob.length === 0 && (
            <p className="mt-3 text-sm text-slate-500">No applications in the last 12 weeks.</p>
          )}
        </section>

        <section aria-labelledby="per-week-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="per-week-heading" className="font-semibold">
            Applications per week
          </h2>
          <p className="text-sm text-slate-600">
            Each week of {period}, Monday to Sunday in UAE time; this week so far.
          </p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {applicationsPerWeek.map((row) => (
              <li key={row.week} className="flex items-center gap-3">
                <span className="w-28 shrink-0 text-slate-600">{formatDate(row.week)}</span>
                <span className="h-3 rounded bg-gold" style={{ width: `${(row.count / most) * 70}%` }} aria-hidden />
                <span className="font-semibold">{row.count}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <TextMessagesPerDay counts={textMessagesPerDay} />
    </div>
  );
}
