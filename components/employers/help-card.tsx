import { ContentIcon } from '@/components/ui/content-icon';
import type { ForEmployerContent } from '@/lib/contracts';
import { telHref } from '@/lib/tel-href';

/** Sidebar: help for employers, with phone and email links. */
export function HelpCard({ card }: { card: ForEmployerContent['helpCard'] }) {
  return (
    <section aria-labelledby="help-card" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="help-card" className="text-xl font-bold text-navy">
        {card.title}
      </h2>
      {card.description ? <p className="mt-2 text-sm text-slate-600">{card.description}</p> : null}
      <ul className="mt-4 space-y-3 text-sm">
        <li>
          <a
            href={telHref(card.phone)}
            className="flex items-center gap-2 font-medium text-navy underline-offset-2 hover:underline"
          >
            <ContentIcon name="phone" className="h-4 w-4 text-gold-dark" />
            {card.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${card.email}`}
            className="flex items-center gap-2 font-medium break-all text-navy underline-offset-2 hover:underline"
          >
            <ContentIcon name="mail" className="h-4 w-4 shrink-0 text-gold-dark" />
            {card.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
