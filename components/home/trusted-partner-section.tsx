import { ContentIcon } from '@/components/ui/content-icon';
import type { HomeContent } from '@/lib/contracts';
import { HomeSection } from './home-section';

/** Why employers trust the agency: a tag, title, subtitle and benefit cards. */
export function TrustedPartnerSection({ section }: { section: HomeContent['trustedPartnerSection'] }) {
  return (
    <HomeSection
      id="trusted-partner"
      tag={section.tag}
      title={section.title}
      subtitle={section.subtitle}
      fallbackLabel="Trusted partner"
    >
      {section.benefits.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {section.benefits.map((benefit) => (
            <li key={benefit._id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-gold-light text-navy">
                  <ContentIcon name={benefit.icon} />
                </span>
                {benefit.tag ? (
                  <span className="rounded-full bg-navy/10 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-navy">
                    {benefit.tag}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 text-xl font-semibold text-navy">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  );
}
