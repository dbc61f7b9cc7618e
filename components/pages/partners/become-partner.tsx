import type { PartnerContent } from '@/lib/contracts';
import { ContentIcon } from '../content-icon';
import { darkButtons } from '../dark-buttons';

/** Become a partner: three figures, a short note and the email and phone links. */
export function BecomePartner({ section }: { section: PartnerContent['becomeOurPartnerSection'] }) {
  const figures = [
    { label: 'Current Partners', value: section.currentPartners },
    { label: 'Successful Placements', value: section.successfulPlacements },
    { label: 'Partner Satisfaction', value: section.partnerSatisfaction },
  ].filter((f) => f.value);
  return (
    <section aria-labelledby="become-partner" className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h2 id="become-partner" className="text-2xl font-bold sm:text-3xl">
          {section.title}
        </h2>
        {section.description ? <p className="mx-auto mt-4 max-w-3xl text-white/90">{section.description}</p> : null}
        {figures.length > 0 ? (
          <dl className="mt-10 grid gap-4 sm:grid-cols-3">
            {figures.map((f) => (
              <div key={f.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-5">
                <dt className="mt-1 text-sm text-white/85">{f.label}</dt>
                <dd className="text-3xl font-bold">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {section.smallDescription ? <p className="mt-8 text-sm text-white/85">{section.smallDescription}</p> : null}
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          <li>
            <a href={`mailto:${section.email}`} className={darkButtons.solid}>
              <ContentIcon name="mail" className="h-4 w-4" />
              {section.email}
            </a>
          </li>
          <li>
            <a href={`tel:${section.phone.replace(/[^\d+]/g, '')}`} className={darkButtons.outline}>
              <ContentIcon name="phone" className="h-4 w-4" />
              {section.phone}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
