import Link from 'next/link';
import type { ServicesContent } from '@/lib/contracts';
import { darkButtons } from '../dark-buttons';
import { StatGrid } from '../stat-grid';

/** Closing call to action: title, description, link buttons and statistics on navy. */
export function ServicesCta({
  cta,
  statistics,
}: {
  cta: ServicesContent['ctaSection'];
  statistics: ServicesContent['statistics'];
}) {
  return (
    <section aria-labelledby="services-cta" className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h2 id="services-cta" className="text-2xl font-bold sm:text-3xl">
          {cta.title}
        </h2>
        {cta.description ? <p className="mx-auto mt-4 max-w-3xl text-white/90">{cta.description}</p> : null}
        {cta.buttons.length > 0 ? (
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {cta.buttons.map((b, i) => (
              <li key={b._id}>
                <Link href={b.link} className={i === 0 ? darkButtons.solid : darkButtons.outline}>
                  {b.text}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {statistics.length > 0 ? (
          <StatGrid statistics={statistics} tone="dark" className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4" />
        ) : null}
      </div>
    </section>
  );
}
