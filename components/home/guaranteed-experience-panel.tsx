import { ContentIcon } from '@/components/ui/content-icon';
import type { HomeContent } from '@/lib/contracts';

/** A navy panel listing what every candidate and employer is promised. */
export function GuaranteedExperiencePanel({ section }: { section: HomeContent['guaranteedExperienceSection'] }) {
  return (
    <section aria-labelledby="guaranteed-experience-heading" className="bg-white px-4 pb-14 sm:pb-20">
      <div className="mx-auto max-w-7xl rounded-3xl bg-navy p-8 text-white sm:p-12">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <h2 id="guaranteed-experience-heading" className="text-3xl font-bold">
              {section.title}
            </h2>
            {section.subtitle ? <p className="mt-3 text-lg text-slate-100">{section.subtitle}</p> : null}
          </div>
          {section.features.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {section.features.map((feature) => (
                <li key={feature._id} className="flex items-start gap-3 rounded-xl bg-navy-dark p-4">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gold-light text-navy">
                    <ContentIcon name={feature.icon} className="h-4 w-4" />
                  </span>
                  <span className="font-medium">{feature.title}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
