import { ContentIcon } from '@/components/ui/content-icon';
import type { MediaGalleryContent } from '@/lib/contracts';

/** Statistics cards: icon, number and title. */
export function GalleryStatistics({ cards }: { cards: MediaGalleryContent['statisticsCards'] }) {
  return (
    <section aria-label="Statistics" className="mx-auto max-w-7xl px-4 py-12">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((c) => (
          <li
            key={c._id}
            className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-light text-navy">
              <ContentIcon name={c.icon} />
            </span>
            <p className="mt-3 text-2xl font-bold text-navy">{c.number}</p>
            <p className="text-sm text-slate-600">{c.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
