import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ShortlistList } from '@/components/admin/shortlists/shortlist-list';

export const metadata: Metadata = { title: 'Shortlists' };

export default function Page() {
  return (
    <>
      <PageHeader title="Shortlists" />
      <ShortlistList />
    </>
  );
}
