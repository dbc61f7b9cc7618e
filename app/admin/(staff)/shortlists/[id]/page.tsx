import type { Metadata } from 'next';
import { ShortlistBuilder } from '@/components/admin/shortlists/shortlist-builder';

export const metadata: Metadata = { title: 'Shortlist' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <ShortlistBuilder id={(await params).id} />;
}
