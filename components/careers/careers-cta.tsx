import type { ForCandidateContent } from '@/lib/contracts';

/** The closing call to action with the agency's figures. */
export function CareersCta({ cta }: { cta: ForCandidateContent['ctaSection'] }) {
  return (
    <section aria-labelledby="careers-cta-title" className="bg-navy text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:py-16">
        <h2 id="careers-cta-title" className="text-3xl font-bold">
          {cta.title}
        </h2>
        {cta.description ? <p className="mx-auto mt-3 max-w-2xl text-slate-100">{cta.description}</p> : null}
        {cta.statistics.length > 0 ? (
          <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {cta.statistics.map((stat) => (
              <div key={stat._id} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-200">{stat.label}</dt>
                <dd className="text-3xl font-bold text-gold-light">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
