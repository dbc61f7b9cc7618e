'use client';

import dynamic from 'next/dynamic';
import { Spinner } from '@/components/ui/spinner';

// The application form with its video recorder (react-hook-form, zod) loads when applying, off the first load.
export const LazyApplicationForm = dynamic(() => import('./application-form').then((m) => m.ApplicationForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the application form…" />,
});
