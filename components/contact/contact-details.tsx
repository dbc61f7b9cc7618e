import type { ReactNode } from 'react';
import { ContentIcon } from '@/components/ui/content-icon';
import type { ContactInfoContent } from '@/lib/contracts';
import { telHref } from '@/lib/tel-href';

/** 'Label: value' split at the first colon only (times such as '9:00' keep theirs). */
function splitHours(entry: string) {
  const i = entry.indexOf(':');
  return i < 0
    ? { label: entry.trim(), value: '' }
    : { label: entry.slice(0, i).trim(), value: entry.slice(i + 1).trim() };
}

/** One sidebar card: an icon heading over its list. */
function DetailCard({ id, icon, title, children }: { id: string; icon: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-navy">
        <ContentIcon name={icon} className="h-5 w-5 text-gold-dark" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Sidebar: phone numbers, emails and business hours. */
export function ContactDetails({ info }: { info: ContactInfoContent }) {
  return (
    <>
      {info.phoneNumbers.length > 0 ? (
        <DetailCard id="contact-phones" icon="phone" title="Phone Numbers">
          <ul className="mt-3 space-y-1 text-sm">
            {info.phoneNumbers.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="text-slate-700 underline-offset-2 hover:text-navy hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </DetailCard>
      ) : null}
      {info.emails.length > 0 ? (
        <DetailCard id="contact-emails" icon="mail" title="Email Addresses">
          <ul className="mt-3 space-y-1 text-sm">
            {info.emails.map((email) => (
              <li key={email}>
                <a
                  href={`mailto:${email}`}
                  className="break-all text-slate-700 underline-offset-2 hover:text-navy hover:underline"
                >
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </DetailCard>
      ) : null}
      {info.businessHours.length > 0 ? (
        <DetailCard id="contact-hours" icon="clock" title="Business Hours">
          <dl className="mt-3 space-y-2 text-sm">
            {info.businessHours.map((entry) => {
              const { label, value } = splitHours(entry);
              return (
                <div key={entry} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-medium text-slate-800">{label}</dt>
                  <dd className="text-slate-700">{value}</dd>
                </div>
              );
            })}
          </dl>
        </DetailCard>
      ) : null}
    </>
  );
}
