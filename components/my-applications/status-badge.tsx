import type { CandidateStatus } from '@/lib/contracts/applications/candidate-status';

const tones: Record<CandidateStatus, string> = {
  Received: 'bg-slate-100 text-slate-800',
  'Under review': 'bg-blue-50 text-blue-800',
  Interview: 'bg-amber-50 text-amber-900',
  Offer: 'bg-green-50 text-green-800',
  Deployed: 'bg-green-100 text-green-900',
  'Not selected': 'bg-red-50 text-red-800',
  Withdrawn: 'bg-slate-200 text-slate-700',
};

/** The application's status in the candidate's words. */
export function StatusBadge({ status }: { status: CandidateStatus }) {
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[status]}`}>{status}</span>;
}
