import type { ForEmployerContent } from '@/lib/contracts';

/** Sidebar: the track record, its statistics and a note. */
export function TrackRecordCard({ card }: { card: ForEmployerContent['recordCard'] }) {
  return (
    <section aria-labelledby="track-record" className="rounded-2xl bg-navy p-6 text-white">
      <h2 id="track-record" className="text-xl font-bold">
        {card.title}
      </h2>
      <dl className="mt-4 space-y-3">
        {card.statistics.map((s) => (
          <div key={s._id} className="flex items-baseline justify-between gap-4 border-b border-white/15 pb-2">
            <dt className="text-sm text-white/90">{s.label}</dt>
            <dd className="text-lg font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      {card.note ? <p className="mt-4 text-sm text-white/85">{card.note}</p> : null}
    </section>
  );
}
