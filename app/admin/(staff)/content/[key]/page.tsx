import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { isContentKey } from '@/lib/contracts';

export const metadata: Metadata = { title: 'Edit content' };

export default async function ContentDocumentPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isContentKey(key)) notFound();
  return <ContentEditor contentKey={key} />;
}
