import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { RequestList } from '@/components/admin/requests/request-list';

export const metadata: Metadata = { title: 'Contact messages' };

export default function Page() {
  return (
    <>
      <PageHeader title="Contact messages" />
      <RequestList kind="message" />
    </>
  );
}
