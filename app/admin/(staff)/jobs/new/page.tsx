import type { Metadata } from 'next';
import { JobForm } from '@/components/admin/jobs/job-form';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'New job opening' };

export default function NewJobPage() {
  return (
    <>
      <PageHeader title="New job opening" />
      <JobForm />
    </>
  );
}
