import type { HeroSection } from '@/lib/contracts';
import { uploadUrl } from '@/lib/client/upload-url';

/** The careers page's hero: the background image (if any) under a navy veil keeps white text readable. */
export function CareersHero({ hero }: { hero: HeroSection }) {
  const image = uploadUrl(hero.backgroundImage);
  return (
    <section
      className="relative overflow-hidden bg-navy bg-cover bg-center text-white"
      style={image ? { backgroundImage: `url(${JSON.stringify(image)})` } : undefined}
    >
      <div className="bg-navy-dark/80">
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
