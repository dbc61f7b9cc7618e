import { ContentIcon } from '@/components/ui/content-icon';
import type { HomeContent } from '@/lib/contracts';
import { HomeSection } from './home-section';

/** Three feature columns, each with an icon, title and description. */
export function ThreeColumnSection({ section }: { section: HomeContent['threeColumnSection'] }) {
  if (section.columns.length === 0) return null;
  return (
    <HomeSection id="three-column" title={section.title} fallbackLabel="What we cover" className="bg-slate-50">
      <ul className="grid gap-8 md:grid-cols-3">
        {section.columns.map((column) => (
          <li key={column._id} className="text-center">
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-gold-light text-navy">
              <ContentIcon name={column.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-navy">{column.title}</h3>
            <p className="mt-2 text-slate-700">{column.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
