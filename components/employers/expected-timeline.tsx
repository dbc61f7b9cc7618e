import { ContentIcon } from '@/components/ui/content-icon';
import type { ForEmployerContent } from '@/lib/contracts';

/** Expected timeline; the item whose duration reads 'ready' is drawn in a distinct (green) colour. */
export function ExpectedTimeline({ section }: { section: ForEmployerContent['expectedTimelineSection'] }) {
  return (
    <section aria-labelledby="expected-timeline" className="rounded-2xl bg-gold-light p-6 sm:p-8">
      <h2 id="expected-timeline" className="text-2xl font-bold text-navy">
        {section.title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => {
          const ready = item.duration.trim().toLowerCase() === 'ready';
          return (
            <li
              key={item._id}
              className={`rounded-xl p-4 text-center ${ready ? 'bg-green-700 text-white' : 'bg-white text-navy'}`}
            >
              <ContentIcon name={item.icon} className="mx-auto h-7 w-7" />
              <p className="mt-2 text-xl font-bold">{item.duration}</p>
              <p className={`text-sm ${ready ? 'text-white' : 'text-slate-700'}`}>{item.label}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
