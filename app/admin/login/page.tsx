import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffLoginForm } from '@/components/admin/staff-login-form';
import { currentStaff } from '@/lib/session/staff';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect('/admin');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="text-xl font-bold text-navy">Staff sign-in</h1>
        <p className="mt-1 text-sm text-slate-600">The agency&apos;s back office.</p>
        <StaffLoginForm />
      </div>
    </main>
  );
}
