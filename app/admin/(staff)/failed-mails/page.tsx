import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { FailedMailList } from '@/components/admin/failed-mails/failed-mail-list';
import { FailedTextList } from '@/components/admin/text-messages/failed-text-list';

export const metadata: Metadata = { title: 'Failed messages' };

export default function Page() {
  return (
    <>
      <PageHeader title="Failed messages" />
      <FailedMailList />
      <h2 className="mb-3 mt-10 text-lg font-semibold">Failed text messages</h2>
      <FailedTextList />
    </>
  );
}
