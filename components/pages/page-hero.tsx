import { PlainImage } from '@/components/ui/plain-image';
import type { ReactNode } from 'react';
import type { HeroSection } from '@/lib/contracts';

const tones = { navy: 'bg-navy', gold: 'bg-gold-dark' } as const;

interface PageHeroProps {
  hero: HeroSection;
  /** Colour when there is no background image (gold-dark, not gold: white text needs AA contrast). */
  tone?: keyof typeof tones;
  children?: ReactNode;
}

/** The page's top banner with its only h1; an optional background image sits under a dark veil. */
export function PageHero({ hero, tone = 'navy', children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className={`relative isolate overflow-hidden text-white ${tones[tone]}`}>
      {hero.backgroundImage ? (
        <>
          <PlainImage
            file={hero.backgroundImage}
            alt=""
            fill
            sizes="100vw"
            maxWidth={1920}
            preload
            className="-z-20 object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-navy-dark/80" aria-hidden="true" />
        </>
      ) : null}
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        {hero.tag ? (
          <p className="inline-block rounded-full bg-black/25 px-4 py-1 text-sm font-semibold uppercase tracking-wider">
            {hero.tag}
          </p>
        ) : null}
        <h1 id="page-title" className="mt-4 text-3xl font-bold text-balance sm:text-5xl">
          {hero.title}
        </h1>
        {hero.description ? (
          <p className="mx-auto mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{hero.description}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
