import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SecurityPanel } from '@/components/admin/security/security-panel';

export const metadata: Metadata = { title: 'Security' };

export default function Page() {
  return (
    <>
      <PageHeader title="Security" />
      <SecurityPanel />
    </>
  );
}
