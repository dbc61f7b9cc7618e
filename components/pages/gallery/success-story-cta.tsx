import { ContentIcon } from '@/components/ui/content-icon';
import type { MediaGalleryContent } from '@/lib/contracts';

/** The success-story call to action: title, description and story cards (title, date, location). */
export function SuccessStoryCta({ cta }: { cta: MediaGalleryContent['successStoryCTA'] }) {
  return (
    <section aria-labelledby="success-stories" className="bg-navy py-16 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="success-stories" className="text-2xl font-bold sm:text-3xl">
            {cta.title}
          </h2>
          {cta.description ? <p className="mt-4 text-white/90">{cta.description}</p> : null}
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cta.cards.map((card) => (
            <li key={card._id} className="rounded-xl bg-white/10 p-5">
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-3 flex items-center gap-2 text-sm text-white/90">
                <ContentIcon name="calendar" className="h-4 w-4" />
                {card.date}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-white/90">
                <ContentIcon name="map-pin" className="h-4 w-4" />
                {card.location}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
