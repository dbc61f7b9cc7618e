import type { JobOpening } from '@/lib/contracts';

const styles: Record<string, string> = {
  Urgent: 'bg-red-100 text-red-800',
  'High Demand': 'bg-gold-light text-navy',
  'Multiple Openings': 'bg-sky-100 text-navy',
};

/** The opening's badge; any tag other than the three named ones reads as an immediate opening. */
export function JobTagBadge({ tag }: { tag: JobOpening['tag'] }) {
  const label = tag in styles ? tag : 'Immediate';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[label] ?? 'bg-green-100 text-green-800'}`}
    >
      {label}
    </span>
  );
}
