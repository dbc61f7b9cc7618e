import type { Metadata } from 'next';
import { LazySignupForm } from '@/components/auth/lazy-signup-form';
import { FinalCtaSection } from '@/components/home/final-cta-section';
import { GlobalLocalSection } from '@/components/home/global-local-section';
import { GuaranteedExperiencePanel } from '@/components/home/guaranteed-experience-panel';
import { HeroSlides } from '@/components/home/hero-slides';
import { HeroSection } from '@/components/home/hero-section';
import { QuickStatsSection } from '@/components/home/quick-stats-section';
import { RecruitmentServicesSection } from '@/components/home/recruitment-services-section';
import { SuccessStoriesSection } from '@/components/home/success-stories-section';
import { ThreeColumnSection } from '@/components/home/three-column-section';
import { TopBanner } from '@/components/home/top-banner';
import { TrustedPartnerSection } from '@/components/home/trusted-partner-section';
import { getContent, getTestimonials } from '@/lib/upstream/content';

// Rendered on the server from the CMS content and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const home = await getContent('home').catch(() => null);
  // Without content the page still needs a title; the layout's template supplies the rest.
  if (!home) return { title: 'Home' };
  const { title, subtitle } = home.heroSection;
  return {
    title,
    description: subtitle || undefined,
    openGraph: { title, description: subtitle || undefined, type: 'website', url: '/' },
  };
}

/**
 * Loads every home document at once; only the main home content is essential to the page. No
 * Suspense boundary: the content must be in the HTML itself for crawlers and script-less visitors.
 */
export default async function HomePage() {
  const [home, banner, slides, testimonials] = await Promise.all([
    getContent('home').catch(() => null),
    getContent('banner').catch(() => null),
    getContent('hero-slides').catch(() => []),
    getTestimonials().catch(() => []),
  ]);

  if (!home) {
    return (
      <p role="alert" className="px-4 py-20 text-center text-lg text-slate-700">
        Error loading data
      </p>
    );
  }

  return (
    <>
      <TopBanner banner={banner} />
      <HeroSlides slides={slides} />
      <HeroSection hero={home.heroSection} signupForm={<LazySignupForm pageKey="quickapply" />} />
      <QuickStatsSection section={home.quickStatsSection} />
      <ThreeColumnSection section={home.threeColumnSection} />
      <GlobalLocalSection global={home.globalHospitalityContentSections} local={home.localContentSections} />
      <RecruitmentServicesSection section={home.recruitmentServicesSection} />
      <TrustedPartnerSection section={home.trustedPartnerSection} />
      <GuaranteedExperiencePanel section={home.guaranteedExperienceSection} />
      <SuccessStoriesSection testimonials={testimonials} />
      <FinalCtaSection section={home.finalCtaSection} />
    </>
  );
}
