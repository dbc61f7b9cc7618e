import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { WorkerWelfare } from '@/components/admin/welfare/worker-welfare';

export const metadata: Metadata = { title: 'Worker’s welfare' };

export default async function Page({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  return (
    <>
      <PageHeader title="Worker’s welfare" />
      <WorkerWelfare applicationId={applicationId} />
    </>
  );
}
