import { ContentIcon } from '@/components/ui/content-icon';
import type { ContactInfoContent } from '@/lib/contracts';
import { telHref } from '@/lib/tel-href';

/** The offices (name, city, state, country, phone, email), or the spec's fallback (careers-pages-profile §2 "Contact") when there are none. */
export function OfficeList({ offices }: { offices: ContactInfoContent['offices'] }) {
  return (
    <section aria-labelledby="our-offices" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="our-offices" className="flex items-center gap-2 text-lg font-semibold text-navy">
        <ContentIcon name="building" className="h-5 w-5 text-gold-dark" />
        Our Offices
      </h2>
      {offices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No office data available.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {offices.map((office) => (
            <li key={office._id} className="py-3 text-sm">
              <h3 className="font-semibold text-slate-900">{office.name}</h3>
              <address className="not-italic text-slate-700">
                <p>{[office.city, office.state, office.country].filter(Boolean).join(', ')}</p>
                {office.phone ? (
                  <p>
                    <a href={telHref(office.phone)} className="underline-offset-2 hover:text-navy hover:underline">
                      {office.phone}
                    </a>
                  </p>
                ) : null}
                {office.email ? (
                  <p>
                    <a
                      href={`mailto:${office.email}`}
                      className="break-all underline-offset-2 hover:text-navy hover:underline"
                    >
                      {office.email}
                    </a>
                  </p>
                ) : null}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
