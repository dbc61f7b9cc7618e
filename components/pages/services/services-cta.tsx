import { SiteLink } from '@/components/ui/site-link';
import { CtaBand } from '@/components/ui/cta-band';
import { StatGrid } from '@/components/ui/stat-grid';
import type { ServicesContent } from '@/lib/contracts';
import { darkButtons } from '@/components/ui/dark-buttons';

/** Closing call to action: title, description, link buttons and statistics on navy. */
export function ServicesCta({
  cta,
  statistics,
}: {
  cta: ServicesContent['ctaSection'];
  statistics: ServicesContent['statistics'];
}) {
  return (
    <CtaBand id="services-cta" title={cta.title} description={cta.description}>
      {cta.buttons.length > 0 ? (
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {cta.buttons.map((b, i) => (
            <li key={b._id}>
              <SiteLink href={b.link} className={i === 0 ? darkButtons.solid : darkButtons.outline}>
                {b.text}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      {statistics.length > 0 ? (
        <StatGrid statistics={statistics} tone="dark" className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4" />
      ) : null}
    </CtaBand>
  );
}
