import { SiteLink } from '@/components/ui/site-link';
import { buttonClass } from '@/components/ui/button';

/** The empty state of a search that matched nothing, with the way back to every opening. */
export function NoMatches() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <p className="text-lg font-medium text-navy">No job openings match your search.</p>
      <p className="text-slate-700">Try other words or fewer filters, or see every opening.</p>
      <SiteLink href="/candidates" className={buttonClass('outline')}>
        Show all job openings
      </SiteLink>
    </div>
  );
}
