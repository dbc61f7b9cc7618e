import type { HeroSection } from '@/lib/contracts';
import { PlainImage } from '@/components/ui/plain-image';

/**
 * The careers page's hero: the background picture (if any) under a navy veil keeps white text
 * readable. An <img> with a srcset rather than a CSS background, so a phone fetches a copy of its width.
 */
export function CareersHero({ hero }: { hero: HeroSection }) {
  return (
    <section className="relative overflow-hidden bg-navy text-white">
      {hero.backgroundImage ? (
        <PlainImage
          file={hero.backgroundImage}
          alt=""
          fill
          sizes="100vw"
          maxWidth={1600}
          preload
          className="object-cover"
        />
      ) : null}
      <div className="relative bg-navy-dark/80">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          {hero.tag ? (
            <p className="inline-block rounded-full bg-gold-dark px-3 py-1 text-sm font-semibold">{hero.tag}</p>
          ) : null}
          <h1 className="mt-4 text-3xl font-bold sm:text-5xl">{hero.title}</h1>
          {hero.description ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{hero.description}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
