import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ClientDetail } from '@/lib/contracts/clients/client';
import { formatDate } from '../format';
import { NewShortlistForm } from './new-shortlist-form';
import { api } from '@/lib/contracts/endpoints';
import { MayCall } from '../staff-roles';

/** A titled panel with a list, or what it says when the list is empty. */
function Panel({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

const row = 'flex flex-wrap items-center justify-between gap-2 py-2 text-sm';

/** The client's job orders, inquiries and shortlists, each linked to its own page; and a new shortlist. */
export function ClientRecords({ client }: { client: ClientDetail }) {
  return (
    <>
      <section aria-labelledby="shortlists-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="shortlists-heading" className="font-semibold">
          Shortlists
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {client.shortlists.map((s) => (
            <li key={s._id} className={row}>
              <Link href={`/admin/shortlists/${s._id}`} className="font-semibold text-navy underline">
                {s.title}
              </Link>
              <span className="text-slate-600">
                {s.sentAt ? `Sent ${formatDate(s.sentAt)}` : 'Draft'} · {s.candidates} candidates
                {s.sentAt ? ` · ${s.awaiting} awaiting a decision` : ''}
              </span>
            </li>
          ))}
          {client.shortlists.length === 0 && <li className="py-2 text-sm text-slate-500">No shortlists yet.</li>}
        </ul>
        <MayCall endpoint={api.adminShortlists.create}>
          <NewShortlistForm client={client} />
        </MayCall>
      </section>
      <Panel
        id="job-orders-heading"
        title="Job orders"
        empty={
          client.jobOrders.length === 0 &&
          'No job orders name this client yet. Choose it as the client in a job opening.'
        }
      >
        {client.jobOrders.map((j) => (
          <li key={j._id} className={row}>
            <Link href={`/admin/jobs/${j._id}`} className="font-semibold text-navy underline">
              {j.title}
            </Link>
            <span className="text-slate-600">
              {j.isActive ? 'Active' : 'Not on the site'}
              {j.vacancies != null ? ` · ${j.vacancies} vacancies` : ''}
            </span>
          </li>
        ))}
      </Panel>
      <Panel id="inquiries-heading" title="Inquiries" empty={client.inquiries.length === 0 && 'No inquiries linked.'}>
        {client.inquiries.map((i) => (
          <li key={i._id} className={row}>
            <Link href={`/admin/inquiries/${i._id}`} className="font-semibold text-navy underline">
              Inquiry of {formatDate(i.createdAt)}
            </Link>
            <span className="text-slate-600">
              {i.status} · {i.totalPositions} positions
            </span>
          </li>
        ))}
      </Panel>
    </>
  );
}
