import type { Metadata } from 'next';
import { ClientDetail } from '@/components/admin/clients/client-detail';

export const metadata: Metadata = { title: 'Client' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <ClientDetail id={(await params).id} />;
}
