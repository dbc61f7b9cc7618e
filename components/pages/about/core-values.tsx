import { ContentIcon } from '@/components/ui/content-icon';
import type { AboutUsContent } from '@/lib/contracts';
import { SectionHeading } from '@/components/ui/section-heading';

/** The core values grid. */
export function CoreValues({ section }: { section: AboutUsContent['coreValuesSection'] }) {
  return (
    <section aria-labelledby="core-values" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="core-values" title={section.title} subtitle={section.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.values.map((v) => (
          <li key={v._id} className="rounded-xl border border-slate-200 p-6 text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-gold-light text-navy">
              <ContentIcon name={v.icon} />
            </span>
            <h3 className="mt-4 font-semibold text-navy">{v.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{v.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
