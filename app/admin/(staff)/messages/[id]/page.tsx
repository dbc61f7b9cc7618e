import type { Metadata } from 'next';
import { RequestDetail } from '@/components/admin/requests/request-detail';

export const metadata: Metadata = { title: 'Contact messages' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <RequestDetail kind="message" id={(await params).id} />;
}
