import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { PageHeader } from '@/components/admin/page-header';

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Dashboard />
    </>
  );
}
