import type { Metadata } from 'next';
import { LookupLists } from '@/components/admin/lookups/lookup-lists';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Lookup lists' };

export default function Page() {
  return (
    <>
      <PageHeader title="Lookup lists" />
      <LookupLists />
    </>
  );
}
