import type { Metadata } from 'next';
import { AccessRecordList } from '@/components/admin/access-records/access-record-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Access records' };

export default function Page() {
  return (
    <>
      <PageHeader title="Access records" />
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Every time staff read someone’s personal data: who, with which role, whose data, when and from where. Entries
        are kept 3 years and cannot be changed.
      </p>
      <AccessRecordList />
    </>
  );
}
