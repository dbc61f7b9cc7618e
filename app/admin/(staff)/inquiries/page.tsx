import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { RequestList } from '@/components/admin/requests/request-list';

export const metadata: Metadata = { title: 'Employer inquiries' };

export default function Page() {
  return (
    <>
      <PageHeader title="Employer inquiries" />
      <RequestList kind="inquiry" />
    </>
  );
}
