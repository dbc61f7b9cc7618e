import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import './globals.css';

export const metadata: Metadata = {
  // Absolute URLs for Open Graph and canonical links.
  metadataBase: new URL(env.PUBLIC_URL),
  title: { default: 'Bayanihan Gulf Hospitality Careers', template: '%s | Bayanihan Gulf Hospitality Careers' },
  description: 'Hospitality jobs in the UAE for Filipino professionals, and pre-screened staff for UAE employers.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Tells Next to turn the CSS smooth scrolling off while it moves to a new page's top.
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  );
}
