import { SiteLink } from '@/components/ui/site-link';
import type { EmployerOverview as Overview } from '@/lib/contracts/shortlists/shortlist';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });
const cell = 'px-3 py-2 align-top';
const head = 'px-3 py-2 text-left font-semibold';

/** One part of the overview: its heading, and its list or what to say while it is empty. */
function OverviewSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Said instead of the list when there is nothing yet. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-navy">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-slate-700">{empty}</p> : children}
    </section>
  );
}

const jobOrderColumns = ['Job order', 'Status', 'Vacancies', 'Shortlisted', 'Interview', 'Selected', 'Deployed'];

/** The portal's home: the client's shortlists to answer, its job orders with their counts, its inquiries. */
export function EmployerOverview({ overview }: { overview: Overview }) {
  const { shortlists, jobOrders, inquiries } = overview;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">Employer portal</p>
        <h1 className="mt-1 text-3xl font-bold text-navy">{overview.clientName}</h1>
        <SiteLink href="/employer/interviews" className="mt-2 inline-block text-navy underline">
          Interviews: propose times, see bookings, record outcomes
        </SiteLink>
        <SiteLink href="/employer/hires" className="mt-2 block text-navy underline">
          Hires: entry permits, tickets and arrivals
        </SiteLink>
      </header>

      <OverviewSection
        id="shortlists"
        title="Shortlists"
        empty={shortlists.length === 0 ? 'No shortlists yet: the agency mails you when it presents candidates.' : null}
      >
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {shortlists.map((s) => (
            <li key={s._id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <SiteLink href={`/employer/shortlists/${s._id}`} className="text-lg font-semibold text-navy underline">
                {s.title}
              </SiteLink>
              <p className="mt-1 text-sm text-slate-700">
                {s.jobTitle ? `${s.jobTitle} · ` : ''}
                {s.candidates} candidates
                {s.sentAt ? ` · presented ${day.format(new Date(s.sentAt))}` : ''}
              </p>
              <p className={`mt-2 text-sm font-semibold ${s.awaiting > 0 ? 'text-gold-dark' : 'text-slate-600'}`}>
                {s.awaiting > 0 ? `${s.awaiting} awaiting your decision` : 'All decided'}
              </p>
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection id="job-orders" title="Job orders" empty={jobOrders.length === 0 ? 'No job orders yet.' : null}>
        <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Your job orders and where their candidates stand</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {jobOrderColumns.map((column) => (
                  <th key={column} scope="col" className={head}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {jobOrders.map((j) => (
                <tr key={j._id}>
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {j.title}
                  </th>
                  <td className={cell}>{j.isActive ? 'Open' : 'Closed'}</td>
                  <td className={cell}>{j.vacancies ?? '—'}</td>
                  <td className={cell}>{j.counts.shortlisted}</td>
                  <td className={cell}>{j.counts.interview}</td>
                  <td className={cell}>{j.counts.selected}</td>
                  <td className={cell}>{j.counts.deployed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </OverviewSection>

      <OverviewSection id="inquiries" title="Inquiries" empty={inquiries.length === 0 ? 'No inquiries yet.' : null}>
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {inquiries.map((i) => (
            <li key={i._id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">Sent {day.format(new Date(i.createdAt))}</span>
                <span className="block text-slate-700">
                  {i.positions.join(', ') || 'No positions named'} · {i.totalPositions} positions
                </span>
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">{i.status}</span>
            </li>
          ))}
        </ul>
      </OverviewSection>
    </div>
  );
}
