import type { Metadata } from 'next';
import { ApplicationDetail } from '@/components/admin/applications/application-detail';

export const metadata: Metadata = { title: 'Application' };

export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  return <ApplicationDetail id={(await params).id} />;
}
