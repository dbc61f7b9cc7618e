import type { Metadata } from 'next';
import { ExpectedTimeline } from '@/components/employers/expected-timeline';
import { HelpCard } from '@/components/employers/help-card';
import { HiringProcess } from '@/components/employers/hiring-process';
import { HiringStateProvider } from '@/components/employers/hiring-state';
import { HiringSwitch } from '@/components/employers/hiring-switch';
import { LazyInquiryForm } from '@/components/employers/lazy-inquiry-form';
import { ProvenResults } from '@/components/employers/proven-results';
import { sortBySortingOrder } from '@/components/employers/sort-lookups';
import { StartHiringButton } from '@/components/employers/start-hiring-button';
import { TrackRecordCard } from '@/components/employers/track-record-card';
import { WhyChoose } from '@/components/employers/why-choose';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { LoadError } from '@/components/pages/load-error';
import { PageHero } from '@/components/pages/page-hero';
import { PartnerTestimonials } from '@/components/pages/partner-testimonials';
import { SectionHeading } from '@/components/ui/section-heading';
import { ServiceCardGrid } from '@/components/pages/service-card-grid';
import type { LookupKind } from '@/lib/contracts';
import { getContent, getLookup } from '@/lib/upstream/content';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const employer = await getContent('for-employer').catch(() => null);
  return heroMetadata(employer?.heroSection ?? null, 'For Employers');
}

// A missing lookup leaves its select empty rather than failing the whole page.
const lookup = (kind: LookupKind) => getLookup(kind).catch(() => []);

export default async function EmployersPage() {
  const [employer, process, partnersSay, businessTypes, positions, locations, urgencies, budgets] = await Promise.all([
    getContent('for-employer').catch(() => null),
    getContent('for-employer-process').catch(() => null),
    getContent('our-partners-say').catch(() => null),
    lookup('business-type'),
    lookup('position'),
    lookup('preffered-location'),
    lookup('hiring-urgency'),
    lookup('salary-budget'),
  ]);
  if (!employer) return <LoadError title="For Employers" message="Failed to load data" />;

  const lookups = {
    businessTypes,
    positions,
    locations,
    urgencies: sortBySortingOrder(urgencies),
    budgets: sortBySortingOrder(budgets),
  };
  const support = employer.supportServicesSection;

  return (
    <HiringStateProvider>
      <PageHero hero={employer.heroSection}>
        <StartHiringButton />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-14 lg:col-span-2">
          <HiringSwitch form={<LazyInquiryForm lookups={lookups} />}>
            <WhyChoose section={employer.whyChooseSection} />
            {partnersSay ? <PartnerTestimonials content={partnersSay} align="left" /> : null}
            <ProvenResults section={employer.provenResultsSection} />
            {process ? (
              <HiringProcess process={process} />
            ) : (
              <p role="alert" className="text-red-700">
                Failed to load data
              </p>
            )}
            <section aria-labelledby="employer-support-services">
              <SectionHeading
                id="employer-support-services"
                title={support.title}
                subtitle={support.subtitle}
                align="left"
              />
              <ServiceCardGrid services={support.services} className="grid gap-4 sm:grid-cols-2" />
            </section>
            <ExpectedTimeline section={employer.expectedTimelineSection} />
          </HiringSwitch>
        </div>
        <aside aria-label="Employer support" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <TrackRecordCard card={employer.recordCard} />
          <HelpCard card={employer.helpCard} />
        </aside>
      </div>
    </HiringStateProvider>
  );
}
