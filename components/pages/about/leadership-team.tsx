import { GridCardImage } from '@/components/ui/grid-card-image';
import type { AboutUsContent } from '@/lib/contracts';
import { initials } from '@/lib/client/initials';
import { SectionHeading } from '@/components/ui/section-heading';

/** Leadership team: photo (initials when missing), name, position and bio. */
export function LeadershipTeam({ section }: { section: AboutUsContent['leadershipSection'] }) {
  return (
    <section aria-labelledby="leadership" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="leadership" title={section.title} subtitle={section.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.teamMembers.map((m) => {
          return (
            <li key={m._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="relative flex aspect-square items-center justify-center bg-navy text-4xl font-bold text-white">
                {m.photo ? (
                  <GridCardImage file={m.photo} alt={m.name} />
                ) : (
                  <span aria-hidden="true">{initials(m.name)}</span>
                )}
              </div>
              <div className="p-6">
                <h3 className="text-lg font-semibold text-navy">{m.name}</h3>
                <p className="text-sm font-medium text-gold-dark">{m.position}</p>
                {m.bio ? <p className="mt-3 text-sm text-slate-600">{m.bio}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
