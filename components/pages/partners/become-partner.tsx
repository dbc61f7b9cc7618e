import { CtaBand } from '@/components/ui/cta-band';
import { ContentIcon } from '@/components/ui/content-icon';
import type { PartnerContent } from '@/lib/contracts';
import { telHref } from '@/lib/tel-href';
import { darkButtons } from '@/components/ui/dark-buttons';

/** Become a partner: three figures, a short note and the email and phone links. */
export function BecomePartner({ section }: { section: PartnerContent['becomeOurPartnerSection'] }) {
  const figures = [
    { label: 'Current Partners', value: section.currentPartners },
    { label: 'Successful Placements', value: section.successfulPlacements },
    { label: 'Partner Satisfaction', value: section.partnerSatisfaction },
  ].filter((f) => f.value);
  return (
    <CtaBand id="become-partner" title={section.title} description={section.description}>
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
          <a href={telHref(section.phone)} className={darkButtons.outline}>
            <ContentIcon name="phone" className="h-4 w-4" />
            {section.phone}
          </a>
        </li>
      </ul>
    </CtaBand>
  );
}
