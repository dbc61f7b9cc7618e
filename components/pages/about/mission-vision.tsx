import { ContentIcon } from '@/components/ui/content-icon';
import type { AboutUsContent } from '@/lib/contracts';

/** Mission and vision side by side, each a card with its icon. */
export function MissionVision({ section }: { section: AboutUsContent['missionVisionSection'] }) {
  return (
    <section aria-label="Mission and vision" className="bg-slate-50 py-16">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-2">
        {[section.mission, section.vision].map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-8 shadow-sm">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-navy text-white">
              <ContentIcon name={item.icon} />
            </span>
            <h2 className="mt-4 text-xl font-bold text-navy">{item.title}</h2>
            <p className="mt-3 text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
