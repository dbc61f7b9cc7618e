import type { Metadata } from 'next';
import { JobList } from '@/components/admin/jobs/job-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Job openings' };

export default function JobsPage() {
  return (
    <>
      <PageHeader title="Job openings" />
      <JobList />
    </>
  );
}
