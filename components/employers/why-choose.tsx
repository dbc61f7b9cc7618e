import { SectionHeading } from '@/components/ui/section-heading';
import { ContentIcon } from '@/components/ui/content-icon';
import type { ForEmployerContent } from '@/lib/contracts';

/** Why employers choose the agency: features with icon, title, badge and description. */
export function WhyChoose({ section }: { section: ForEmployerContent['whyChooseSection'] }) {
  return (
    <section aria-labelledby="why-choose">
      <SectionHeading id="why-choose" title={section.title} subtitle={section.subtitle} align="left" />
      <ul className="grid gap-4 sm:grid-cols-2">
        {section.features.map((f) => (
          <li key={f._id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-navy text-white">
                <ContentIcon name={f.icon} />
              </span>
              {f.badge ? (
                <span className="rounded-full bg-gold-light px-3 py-1 text-xs font-semibold text-navy">{f.badge}</span>
              ) : null}
            </div>
            <h3 className="mt-4 font-semibold text-navy">{f.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{f.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
