import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { currentStaff } from '@/lib/session/staff';

/** Every back-office page but sign-in: staff only, with the navigation beside the work. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/login');
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <AdminNav staffName={staff.name} />
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
