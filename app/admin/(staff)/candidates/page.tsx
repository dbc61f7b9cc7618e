import type { Metadata } from 'next';
import { CandidateList } from '@/components/admin/candidates/candidate-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Candidates' };

export default function CandidatesPage() {
  return (
    <>
      <PageHeader title="Candidates" />
      <p className="mb-4 text-sm text-slate-600">
        Everyone who applied and keeps a profile. Open a candidate to put them forward on a shortlist.
      </p>
      <CandidateList />
    </>
  );
}
