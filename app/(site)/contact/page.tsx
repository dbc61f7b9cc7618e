import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { EmergencySupport } from '@/components/contact/emergency-support';
import { OfficeList } from '@/components/contact/office-list';
import { OurLocations } from '@/components/contact/our-locations';
import { QuickActions } from '@/components/contact/quick-actions';
import { heroMetadata } from '@/components/pages/hero-metadata';
import { PageHero } from '@/components/pages/page-hero';
import { getContent, getLookup } from '@/lib/upstream/content';
import { sendContactMessage } from './send-contact-message';

// Rendered from the CMS on the server and regenerated at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const info = await getContent('contact-info').catch(() => null);
  return heroMetadata(info, 'Contact Us');
}

export default async function ContactPage() {
  const [info, inquiryTypes] = await Promise.all([
    // The form works without the sidebar content, so a failed read only hides the sidebar.
    getContent('contact-info').catch(() => null),
    getLookup('inquiry-type').catch(() => []),
  ]);
  const hero = info
    ? { tag: '', title: info.title, description: info.description, backgroundImage: info.backgroundImage }
    : { tag: '', title: 'Contact Us', description: '', backgroundImage: null };
  return (
    <>
      <PageHero hero={hero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ContactForm inquiryTypes={inquiryTypes} send={sendContactMessage} />
        </div>
        {info ? (
          <aside aria-label="Contact information" className="space-y-6">
            <ContactDetails info={info} />
            <QuickActions brochureLink={info.brochureLink} />
            <EmergencySupport support={info.emergencySupport} />
            <OfficeList offices={info.offices} />
            <OurLocations offices={info.offices} />
          </aside>
        ) : null}
      </div>
    </>
  );
}
