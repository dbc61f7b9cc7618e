import { BrochureAction } from './brochure-action';

/** Sidebar: quick actions (the brochure download). */
export function QuickActions({ brochureLink }: { brochureLink: string }) {
  return (
    <section aria-labelledby="quick-actions" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="quick-actions" className="text-lg font-semibold text-navy">
        Quick Actions
      </h2>
      <div className="mt-3">
        <BrochureAction brochureLink={brochureLink} />
      </div>
    </section>
  );
}
