'use client';

import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { WelcomeIllustration } from './welcome-illustration';

/**
 * Beside the hero: a welcome picture for a signed-in user, the 'Register & Apply' sign-up box for a
 * visitor. The page hands in the sign-up form (another feature's), so features stay apart.
 */
export function QuickApplyBox({ signupForm }: { signupForm: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();

  // Reserve the box's space while the session loads, so the hero does not jump.
  if (isPending) return <div className="min-h-96 rounded-2xl bg-white/60" aria-hidden="true" />;

  if (user) {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-lg">
        <WelcomeIllustration />
      </div>
    );
  }

  return (
    <section aria-labelledby="quick-apply-heading" className="rounded-2xl bg-white p-6 shadow-lg">
      <h2 id="quick-apply-heading" className="mb-4 text-2xl font-bold text-navy">
        Register &amp; Apply
      </h2>
      {signupForm}
    </section>
  );
}
