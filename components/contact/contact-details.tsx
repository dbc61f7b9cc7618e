import { ContentIcon } from '@/components/pages/content-icon';
import type { ContactInfoContent } from '@/lib/contracts';

/** 'Label: value' split at the first colon only (times such as '9:00' keep theirs). */
function splitHours(entry: string) {
  const i = entry.indexOf(':');
  return i < 0
    ? { label: entry.trim(), value: '' }
    : { label: entry.slice(0, i).trim(), value: entry.slice(i + 1).trim() };
}

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const heading = 'flex items-center gap-2 text-lg font-semibold text-navy';

/** Sidebar: phone numbers, emails and business hours. */
export function ContactDetails({ info }: { info: ContactInfoContent }) {
  return (
    <>
      {info.phoneNumbers.length > 0 ? (
        <section aria-labelledby="contact-phones" className={card}>
          <h2 id="contact-phones" className={heading}>
            <ContentIcon name="phone" className="h-5 w-5 text-gold-dark" />
            Phone Numbers
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {info.phoneNumbers.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="text-slate-700 underline-offset-2 hover:text-navy hover:underline"
                >
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {info.emails.length > 0 ? (
        <section aria-labelledby="contact-emails" className={card}>
          <h2 id="contact-emails" className={heading}>
            <ContentIcon name="mail" className="h-5 w-5 text-gold-dark" />
            Email Addresses
          </h2>
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
        </section>
      ) : null}
      {info.businessHours.length > 0 ? (
        <section aria-labelledby="contact-hours" className={card}>
          <h2 id="contact-hours" className={heading}>
            <ContentIcon name="clock" className="h-5 w-5 text-gold-dark" />
            Business Hours
          </h2>
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
        </section>
      ) : null}
    </>
  );
}
