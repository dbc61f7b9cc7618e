import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { FreshFactorProvider } from '@/components/admin/fresh-factor';
import { SectionGate } from '@/components/admin/section-gate';
import { StaffRolesProvider } from '@/components/admin/staff-roles';
import { currentStaff } from '@/lib/session/staff';

/**
 * Every back-office page but sign-in: staff only, with the navigation beside the work; the menu, the
 * pages and their buttons follow the staff member's roles.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/login');
  return (
    <StaffRolesProvider roles={staff.staffRoles}>
      <div className="min-h-screen bg-slate-50 md:flex">
        <AdminNav staffName={staff.name} />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <FreshFactorProvider>
            <SectionGate>{children}</SectionGate>
          </FreshFactorProvider>
        </main>
      </div>
    </StaffRolesProvider>
  );
}
