import type { Metadata } from 'next';
import { JobEditor } from '@/components/admin/jobs/job-editor';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Edit job opening' };

export default async function EditJobPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <>
      <PageHeader title="Edit job opening" />
      <JobEditor id={(await params).id} />
    </>
  );
}
