import type { Metadata } from 'next';
import { ClientList } from '@/components/admin/clients/client-list';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Clients' };

export default function Page() {
  return (
    <>
      <PageHeader title="Clients" />
      <ClientList />
    </>
  );
}
