import { StatGrid } from '@/components/ui/stat-grid';
import type { ForEmployerContent } from '@/lib/contracts';

/** Proven results: a navy band of statistics. */
export function ProvenResults({ section }: { section: ForEmployerContent['provenResultsSection'] }) {
  return (
    <section aria-labelledby="proven-results" className="rounded-2xl bg-navy p-6 text-white sm:p-8">
      <h2 id="proven-results" className="text-2xl font-bold">
        {section.title}
      </h2>
      {section.subtitle ? <p className="mt-2 text-white/90">{section.subtitle}</p> : null}
      <StatGrid statistics={section.statistics} tone="dark" className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4" />
    </section>
  );
}
