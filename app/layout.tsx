import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import './globals.css';

export const metadata: Metadata = {
  // Absolute URLs for Open Graph and canonical links.
  metadataBase: new URL(env.PUBLIC_URL),
  title: { default: 'Bayanihan Gulf Hospitality Careers', template: '%s | Bayanihan Gulf Hospitality Careers' },
  description: 'Hospitality jobs in the UAE for Filipino professionals, and pre-screened staff for UAE employers.',
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/apple-touch-icon.png',
  },
};

export const viewport: Viewport = { themeColor: '#1d3557' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request so its scripts carry that response's CSP nonce (proxy.ts);
  // the upstream's answers stay cached (lib/upstream/fetch-upstream.ts), so this costs only the render.
  await connection();
  return (
    // Tells Next to turn the CSS smooth scrolling off while it moves to a new page's top.
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  );
}
