import type { Metadata } from 'next';
import { JobAlertList } from '@/components/admin/job-alerts/job-alert-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Job alerts' };

export default function Page() {
  return (
    <>
      <PageHeader title="Job alerts" />
      <JobAlertList />
    </>
  );
}
