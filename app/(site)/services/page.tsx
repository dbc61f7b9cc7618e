import type { Metadata } from 'next';
import { Suspense } from 'react';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { LoadError } from '@/components/pages/load-error';
import { PageHero } from '@/components/pages/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { ServiceCardGrid } from '@/components/pages/service-card-grid';
import { ServiceHighlighter } from '@/components/pages/services/service-highlighter';
import { ServicesCta } from '@/components/pages/services/services-cta';
import { SixStepProcess } from '@/components/pages/services/six-step-process';
import { SpecializationCards } from '@/components/pages/services/specialization-cards';
import { getContent } from '@/lib/upstream/content';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const services = await getContent('services').catch(() => null);
  return heroMetadata(services?.heroSection ?? null, 'Services');
}

export default async function ServicesPage() {
  const services = await getContent('services').catch(() => null);
  if (!services) return <LoadError title="Services" message="Failed to load services" />;
  const support = services.supportServicesSection;
  return (
    <>
      <PageHero hero={services.heroSection} tone="gold" />
      <SpecializationCards section={services.recruitmentSection} />
      {/* useSearchParams needs a Suspense boundary so the rest of the page stays static. */}
      <Suspense fallback={null}>
        <ServiceHighlighter />
      </Suspense>
      <section aria-labelledby="support-services" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="support-services" title={support.title} subtitle={support.subtitle} />
        <ServiceCardGrid services={support.services} />
      </section>
      <SixStepProcess />
      <ServicesCta cta={services.ctaSection} statistics={services.statistics} />
    </>
  );
}
