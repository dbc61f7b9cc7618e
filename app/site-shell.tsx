import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { getContent } from '@/lib/upstream/content';
import { Providers } from './providers';

/** The public site's shell: header, footer and WhatsApp button around every page, and the 404. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [company, services, settings] = await Promise.all([
    getContent('company'),
    getContent('services').catch(() => null),
    getContent('site-setting').catch(() => null),
  ]);
  const consentTerms = {
    agencyName: settings?.agencyLicence.agencyName || company.name,
    retentionMonths: settings?.dataRetentionMonths ?? 24,
  };
  return (
    <Providers consentTerms={consentTerms}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header company={company} />
      <main id="main">{children}</main>
      <Footer company={company} services={services} />
      <WhatsAppButton number={settings?.whatsAppNumber ?? ''} />
    </Providers>
  );
}
