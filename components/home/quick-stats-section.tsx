import { SiteLink } from '@/components/ui/site-link';
import { buttonClass } from '@/components/ui/button';
import type { HomeContent } from '@/lib/contracts';
import { HomeSection } from './home-section';

/** Three cards of headline facts, each with an optional link button. */
export function QuickStatsSection({ section }: { section: HomeContent['quickStatsSection'] }) {
  if (section.stats.length === 0) return null;
  return (
    <HomeSection id="quick-stats" title={section.title} fallbackLabel="Quick stats">
      <ul className="grid gap-6 md:grid-cols-3">
        {section.stats.map((stat) => (
          <li key={stat._id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">{stat.subTitle}</p>
            <h3 className="mt-2 text-2xl font-bold text-navy">{stat.title}</h3>
            <p className="mt-3 grow text-slate-700">{stat.description}</p>
            {stat.button ? (
              <SiteLink href={stat.button.link} className={buttonClass('secondary', 'mt-6 self-start')}>
                {stat.button.text}
              </SiteLink>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
