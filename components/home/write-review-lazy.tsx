'use client';

import dynamic from 'next/dynamic';
import { useCurrentUser } from '@/lib/client/use-current-user';

// The review form (react-hook-form, zod) loads only for signed-in users, off the first load.
const WriteReview = dynamic(() => import('./write-review').then((m) => m.WriteReview), { ssr: false });

/** 'Write a Review' for a signed-in user; nothing for a visitor. */
export function WriteReviewLazy() {
  const { data: user } = useCurrentUser();
  return user ? <WriteReview /> : null;
}
