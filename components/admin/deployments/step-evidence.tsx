import { privateFileUrl } from '@/lib/client/private-file-url';
import type { StepView } from '@/lib/contracts/deployments/deployment';
import { formatWallClock } from '@/lib/contracts/deployments/time';
import { formatDate } from '../format';

/** One piece of evidence as given: a file to open (through the file route), a date, a time in its zone, or the text. */
export function EvidenceValue({
  item,
  value,
}: {
  item: Pick<StepView['evidence'][number], 'kind' | 'label' | 'zone'>;
  value: string;
}) {
  if (item.kind === 'file') {
    return (
      <a href={privateFileUrl(value)} className="text-navy underline" target="_blank" rel="noreferrer">
        Open {item.label}
      </a>
    );
  }
  if (item.kind === 'date') return <>{formatDate(value)}</>;
  if (item.kind === 'datetime' && item.zone) return <>{formatWallClock(value, item.zone)}</>;
  if (item.kind === 'yes') return <>Yes</>;
  return <>{value}</>;
}

/** A step's evidence as a list of label and value (what is not given yet is left out). */
export function StepEvidence({ step }: { step: StepView }) {
  const given = step.evidence.filter((e) => e.value !== null);
  if (given.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {given.map((item) => (
        <div key={item.field} className="contents">
          <dt className="font-medium text-slate-700">{item.label}</dt>
          <dd>
            <EvidenceValue item={item} value={item.value!} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
