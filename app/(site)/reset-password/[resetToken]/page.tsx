import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false } };

export default async function ResetPasswordPage({ params }: { params: Promise<{ resetToken: string }> }) {
  const { resetToken } = await params;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold text-navy">Reset Password</h1>
      <ResetPasswordForm resetToken={resetToken} />
    </section>
  );
}
