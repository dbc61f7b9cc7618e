import type { Metadata } from 'next';
import { VerifyEmail } from '@/components/account/verify-email';

export const metadata: Metadata = { title: 'Verify Email', robots: { index: false } };

export default async function VerifyEmailPage({
  params,
  searchParams,
}: {
  params: Promise<{ verificationToken: string }>;
  searchParams: Promise<{ email?: string }>;
}) {
  const [{ verificationToken }, { email }] = await Promise.all([params, searchParams]);
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-6 text-3xl font-bold text-navy">Verify Email</h1>
      <VerifyEmail token={verificationToken} email={email ?? null} />
    </section>
  );
}
