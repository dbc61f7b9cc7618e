import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/components/admin/admin-providers';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

/** The agency's back office: its own providers, none of the public site's shell or code. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminProviders>{children}</AdminProviders>;
}
