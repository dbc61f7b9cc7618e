import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { ContentIcon } from '@/components/ui/content-icon';
import type { HomeContent } from '@/lib/contracts';
import { QuickApplyBox } from './quick-apply-box';

/** The page's h1 with its stats and Apply link, beside the quick-apply box (or welcome picture). */
export function HeroSection({ hero, signupForm }: { hero: HomeContent['heroSection']; signupForm: ReactNode }) {
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gold-light/50 px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 id="home-hero-heading" className="text-4xl font-bold leading-tight text-navy sm:text-5xl">
            {hero.title}
          </h1>
          {hero.subtitle ? <p className="mt-5 max-w-2xl text-lg text-slate-700">{hero.subtitle}</p> : null}
          {hero.stats.length > 0 ? (
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {hero.stats.map((stat) => (
                <li key={stat._id} className="rounded-xl bg-white p-4 shadow-sm">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-navy text-white">
                    <ContentIcon name={stat.icon} className="h-5 w-5" />
                  </span>
                  <p className="mt-3 text-2xl font-bold text-navy">{stat.title}</p>
                  <p className="mt-1 text-sm text-slate-700">{stat.description}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <SiteLink
            href="/candidates"
            className="mt-8 inline-flex items-center rounded-md bg-gold-dark px-6 py-3 font-semibold text-white shadow hover:bg-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
          >
            {hero.applyButtonText}
          </SiteLink>
        </div>
        <QuickApplyBox signupForm={signupForm} />
      </div>
    </section>
  );
}
