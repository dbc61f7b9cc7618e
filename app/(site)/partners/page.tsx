import type { Metadata } from 'next';
import { CertificatesBlock } from '@/components/pages/certificates-block';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { LoadError } from '@/components/pages/load-error';
import { PageHero } from '@/components/pages/page-hero';
import { PartnerTestimonials } from '@/components/pages/partner-testimonials';
import { BecomePartner } from '@/components/pages/partners/become-partner';
import { PartnerCategories } from '@/components/pages/partners/partner-categories';
import { getContent } from '@/lib/upstream/content';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const partner = await getContent('partner').catch(() => null);
  return heroMetadata(partner?.heroSection ?? null, 'Partners');
}

export default async function PartnersPage() {
  const [partner, certificates, partnersSay] = await Promise.all([
    getContent('partner').catch(() => null),
    // Secondary blocks: the page still shows without them.
    getContent('certificate').catch(() => null),
    getContent('our-partners-say').catch(() => null),
  ]);
  // The spec's failure text (careers-pages-profile §8 "The error catalogue"), trailing space included.
  if (!partner) return <LoadError title="Partners" message="Error " />;
  return (
    <>
      <PageHero hero={partner.heroSection} />
      <PartnerCategories section={partner.ourPartnerSection} />
      {certificates ? <CertificatesBlock content={certificates} showDescriptions /> : null}
      {partnersSay ? (
        <div className="mx-auto max-w-7xl px-4 py-16">
          <PartnerTestimonials content={partnersSay} />
        </div>
      ) : null}
      <BecomePartner section={partner.becomeOurPartnerSection} />
    </>
  );
}
