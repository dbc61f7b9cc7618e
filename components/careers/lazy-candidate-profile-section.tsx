'use client';

import dynamic from 'next/dynamic';

// The profile's editor (its form, the recorder) loads after the page, off its first load.
export const LazyCandidateProfileSection = dynamic(
  () => import('./candidate-profile-section').then((m) => m.CandidateProfileSection),
  { ssr: false },
);
