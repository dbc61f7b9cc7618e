'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';

/** Verifies automatically on load when both token and email exist; on success, home after 3 s. */
export function VerifyEmail({ token, email }: { token: string; email: string | null }) {
  const router = useRouter();
  const verify = useMutation({
    mutationFn: () => callEndpoint(api.auth.verifyEmail, { params: { email: email ?? '', token } }),
  });
  const { mutate, isSuccess } = verify;

  useEffect(() => {
    if (token && email) mutate();
  }, [token, email, mutate]);

  // Home 3 s after success, unless the person has already gone elsewhere (the timer dies with the page).
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => router.push('/'), 3000);
    return () => clearTimeout(timer);
  }, [isSuccess, router]);

  if (!email || verify.isError) {
    const message =
      verify.error instanceof ApiError && verify.error.message
        ? verify.error.message
        : 'Verification failed. Invalid or expired verification token.';
    return (
      <p role="alert" className="text-red-700">
        {message}
      </p>
    );
  }
  if (verify.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4">
        <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <circle cx="60" cy="60" r="54" fill="#e8f5e9" />
          <path
            d="M36 62l16 16 32-36"
            stroke="#2e7d32"
            strokeWidth="10"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="text-lg font-semibold text-green-800">{verify.data.message || 'Email verified successfully!'}</p>
      </div>
    );
  }
  return <p role="status">Verifying your email...</p>;
}
