import type { z } from 'zod';
import { CheckList } from '@/components/ui/check-list';
import { ContentIcon } from '@/components/ui/content-icon';
import type { serviceCardSchema } from '@/lib/contracts';

type ServiceCard = z.infer<typeof serviceCardSchema>;

/** Support-service cards: icon, title, description and a ticked feature list (Services and Employers). */
export function ServiceCardGrid({
  services,
  headingLevel = 3,
  className = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
}: {
  services: ServiceCard[];
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={className}>
      {services.map((s) => (
        <li key={s._id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-gold-light text-navy">
            <ContentIcon name={s.icon} />
          </span>
          <Title className="mt-4 text-lg font-semibold text-navy">{s.title}</Title>
          {s.description ? <p className="mt-2 text-slate-600">{s.description}</p> : null}
          {s.features.length > 0 ? (
            <CheckList items={s.features} className="mt-4 space-y-2 text-sm text-slate-700" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
