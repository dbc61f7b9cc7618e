import type { SlotView } from '@/lib/contracts/interviews/interview';

/** What a time is: length, kind, where, and how to prepare (the agency's or employer's guidance). */
export function InterviewSlotFacts({ slot }: { slot: SlotView }) {
  return (
    <span className="block text-xs font-normal text-slate-700">
      {slot.minutes} minutes · {slot.kind}
      {slot.address ? ` · ${slot.address}` : ''}
      {slot.guidance ? <span className="mt-1 block">How to prepare: {slot.guidance}</span> : null}
    </span>
  );
}
