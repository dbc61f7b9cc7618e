import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot Password', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-2 text-3xl font-bold text-navy">Forgot Password</h1>
      <p className="mb-6 text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </section>
  );
}
