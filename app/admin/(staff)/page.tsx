import { redirect } from 'next/navigation';
import { sectionsFor } from '@/components/admin/admin-sections';
import { mayCall } from '@/lib/contracts/users/staff-roles';
import { Dashboard } from '@/components/admin/dashboard/dashboard';
import { WelfareDashboard } from '@/components/admin/welfare/welfare-dashboard';
import { PageHeader } from '@/components/admin/page-header';
import { api } from '@/lib/contracts/endpoints';
import { currentStaff } from '@/lib/session/staff';

/** The dashboard, or for staff whose roles do not cover it, the first section they work in. */
export default async function DashboardPage() {
  const roles = (await currentStaff())?.staffRoles;
  if (!mayCall(roles, api.adminDashboard.get)) {
    const first = sectionsFor(roles)[0];
    if (first) redirect(first.href);
    return (
      <>
        <PageHeader title="Back office" />
        <p role="alert" className="max-w-prose text-slate-700">
          Your account has no staff role yet. Ask a Manager to give you one.
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Dashboard" />
      <Dashboard />
      {mayCall(roles, api.adminWelfare.dashboard) && (
        <div className="mt-8">
          <WelfareDashboard />
        </div>
      )}
    </>
  );
}
