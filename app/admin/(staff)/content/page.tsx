import type { Metadata } from 'next';
import { ContentIndex } from '@/components/admin/content/content-index';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Content' };

export default function ContentPage() {
  return (
    <>
      <PageHeader title="Content" />
      <ContentIndex />
    </>
  );
}
