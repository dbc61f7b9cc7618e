import { ContentIcon } from '@/components/ui/content-icon';
import type { ServicesContent } from '@/lib/contracts';
import { SectionHeading } from '@/components/ui/section-heading';

/** Recruitment specializations; each card's id (`service-{_id}`) is the target of `?service=`. */
export function SpecializationCards({ section }: { section: ServicesContent['recruitmentSection'] }) {
  return (
    <section aria-labelledby="specializations" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="specializations" title={section.title} subtitle={section.subtitle} />
      <ul className="grid gap-6 md:grid-cols-2">
        {section.specializations.map((s) => (
          <li
            key={s._id}
            id={`service-${s._id}`}
            tabIndex={-1}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition focus:outline-none data-[highlighted=true]:border-gold data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-gold/60"
          >
            <div className="flex items-start gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-navy text-white">
                <ContentIcon name={s.icon} />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-navy">{s.title}</h3>
                {s.description ? <p className="mt-2 text-slate-600">{s.description}</p> : null}
              </div>
            </div>
            {s.positions.length > 0 ? (
              <>
                <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-700">
                  Available Positions
                </h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {s.positions.map((p) => (
                    <li key={p} className="rounded-full bg-gold-light px-3 py-1 text-sm text-navy">
                      {p}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">{s.experienceLevel.label}</dt>
                <dd className="font-semibold text-navy">{s.experienceLevel.value}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{s.salaryRange.label}</dt>
                <dd className="font-semibold text-navy">{s.salaryRange.value}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
