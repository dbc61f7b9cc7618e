import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { FailedMailList } from '@/components/admin/failed-mails/failed-mail-list';

export const metadata: Metadata = { title: 'Failed mails' };

export default function Page() {
  return (
    <>
      <PageHeader title="Failed mails" />
      <FailedMailList />
    </>
  );
}
