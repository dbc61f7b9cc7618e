import { PlainImage } from '@/components/ui/plain-image';
import { StatGrid } from '@/components/ui/stat-grid';
import type { AboutUsContent } from '@/lib/contracts';
import { Paragraphs } from '../paragraphs';

/** Our story: text and three statistics beside the image, which carries the highlight card (year, label). */
export function OurStory({ story }: { story: AboutUsContent['ourStorySection'] }) {
  return (
    <section
      aria-labelledby="our-story"
      className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id="our-story" className="text-2xl font-bold text-navy sm:text-3xl">
          {story.title}
        </h2>
        <Paragraphs text={story.content} />
        <StatGrid statistics={story.statistics} className="mt-8 grid grid-cols-1 gap-4 min-[420px]:grid-cols-3" />
      </div>
      <div className="relative pb-8">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200">
          {story.image.url ? (
            <PlainImage
              file={story.image.url}
              alt={story.image.alt}
              fill
              // Half of the 2-column layout from 1024 px (gap-10), the full width less padding below.
              sizes="(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 36px), calc(100vw - 32px)"
              maxWidth={992}
              className="object-cover"
            />
          ) : null}
        </div>
        <p className="absolute bottom-0 left-4 rounded-xl bg-navy px-6 py-4 text-white shadow-lg">
          <span className="block text-2xl font-bold">{story.highlightCard.year}</span>
          <span className="block text-sm text-white/90">{story.highlightCard.label}</span>
        </p>
      </div>
    </section>
  );
}
