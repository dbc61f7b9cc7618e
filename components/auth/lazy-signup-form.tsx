'use client';

import dynamic from 'next/dynamic';

// The sign-up form (react-hook-form, zod) loads after the page, off the first load.
export const LazySignupForm = dynamic(() => import('./signup-form').then((m) => m.SignupForm), {
  ssr: false,
  loading: () => <div className="min-h-80" aria-hidden="true" />,
});
