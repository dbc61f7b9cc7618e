import type { MediaGalleryContent } from '@/lib/contracts';
import { ContentIcon } from '../content-icon';

/** Statistics cards: icon, number and title. */
export function GalleryStatistics({ cards }: { cards: MediaGalleryContent['statisticsCards'] }) {
  return (
    <section aria-label="Statistics" className="mx-auto max-w-7xl px-4 py-12">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((c) => (
          <div
            key={c._id}
            className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-light text-navy">
              <ContentIcon name={c.icon} />
            </span>
            {/* dt must precede dd in the markup; flex order shows the number first. */}
            <dt className="order-2 text-sm text-slate-600">{c.title}</dt>
            <dd className="order-1 mt-3 text-2xl font-bold text-navy">{c.number}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
