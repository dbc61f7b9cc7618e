import type { Metadata } from 'next';
import { CandidateDetail } from '@/components/admin/candidates/candidate-detail';

export const metadata: Metadata = { title: 'Candidate' };

export default async function CandidatePage({ params }: { params: Promise<{ id: string }> }) {
  return <CandidateDetail id={(await params).id} />;
}
