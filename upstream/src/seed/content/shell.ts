import type { BannerContent, CompanyContent, HeroSlidesContent, SiteSettingsContent } from '@contracts/content';
import type { Authored } from '../../lib/with-ids';

export const banner: Authored<BannerContent> = {
  isVisible: true,
  text: 'Now hiring: 60+ hotel and restaurant roles in Dubai and Abu Dhabi for Q1 deployment.',
  linkText: 'See openings',
  link: '/candidates',
};

export const heroSlides: Authored<HeroSlidesContent> = [
  {
    title: 'Hospitality careers in the UAE, done right',
    titleColor: 'white',
    bgimage: 'hero-dubai-skyline.svg',
    bgColor: '#0f2a4a',
    image: 'slide-concierge.svg',
    buttons: [
      { text: 'Find a job', link: '/candidates' },
      { text: 'How it works', link: '/services' },
    ],
  },
  {
    title: 'Chefs, cooks and kitchen teams wanted',
    titleColor: 'white',
    bgimage: 'hero-abu-dhabi-dusk.svg',
    bgColor: '#3b1d4a',
    image: 'slide-chef.svg',
    buttons: [{ text: 'View kitchen roles', link: '/candidates' }],
  },
  {
    title: 'Employers: build your team with pre-screened talent',
    titleColor: 'black',
    bgimage: 'hero-resort-sea.svg',
    bgColor: '#cfeefa',
    image: 'slide-housekeeper.svg',
    buttons: [
      { text: 'Start hiring', link: '/employers' },
      { text: 'Our partners', link: '/partners' },
    ],
  },
];

export const company: CompanyContent = {
  headerLogo: 'logo-header.svg',
  footerLogo: 'logo-footer.svg',
  name: 'Bayanihan Gulf Hospitality Careers',
  phone: '+971 4 555 0142',
  email: 'hello@bayanihangulf.example',
  location: 'Office 1204, Al Attar Business Tower, Sheikh Zayed Road, Dubai, UAE',
  copyRightText: '© 2026 Bayanihan Gulf Hospitality Careers. All rights reserved. DMW licence no. 087-LB-051224-R.',
};

export const siteSettings: SiteSettingsContent = {
  whatsAppNumber: '+971 50 555 0142',
  agencyLicence: {
    agencyName: 'Bayanihan Gulf Hospitality Careers Inc.',
    licenceNumber: 'DMW-087-LB-051224-R',
    validUntil: '2028-05-12',
    address: '2/F Bayanihan Building, 1207 Quirino Avenue, Malate, Manila 1004, Philippines',
  },
  passportValidityMonths: 6,
  dataRetentionMonths: 24,
  shortlistReminderDays: 3,
};
