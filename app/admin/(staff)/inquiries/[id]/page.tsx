import type { Metadata } from 'next';
import { RequestDetail } from '@/components/admin/requests/request-detail';

export const metadata: Metadata = { title: 'Employer inquiries' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <RequestDetail kind="inquiry" id={(await params).id} />;
}
