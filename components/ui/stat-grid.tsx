import type { Statistic } from '@/lib/contracts';

const tones = {
  light: { box: 'bg-white border border-slate-200', value: 'text-navy', label: 'text-slate-600' },
  dark: { box: 'bg-white/10', value: 'text-white', label: 'text-white/85' },
} as const;

/** Statistics as a description list: the value large, its label under it. */
export function StatGrid({
  statistics,
  tone = 'light',
  className = 'grid grid-cols-2 gap-4 sm:grid-cols-3',
}: {
  statistics: Statistic[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <dl className={className}>
      {statistics.map((s) => (
        <div key={s._id} className={`flex flex-col-reverse rounded-lg p-4 text-center ${t.box}`}>
          <dt className={`mt-1 text-sm ${t.label}`}>{s.label}</dt>
          <dd className={`text-2xl font-bold sm:text-3xl ${t.value}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
