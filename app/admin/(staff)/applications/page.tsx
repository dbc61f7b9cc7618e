import type { Metadata } from 'next';
import { ApplicationList } from '@/components/admin/applications/application-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Applications' };

export default function ApplicationsPage() {
  return (
    <>
      <PageHeader title="Applications" />
      <ApplicationList />
    </>
  );
}
