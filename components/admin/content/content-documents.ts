import type { ContentKey } from '@/lib/contracts';

/** Each content document's name in the back office and the public page that shows it. */
export const contentDocumentInfo: Record<ContentKey, { title: string; page: string }> = {
  home: { title: 'Home page sections', page: '/' },
  'hero-slides': { title: 'Hero slides', page: '/' },
  banner: { title: 'Banner', page: '/' },
  'about-us': { title: 'About us', page: '/about' },
  certificate: { title: 'Certificates', page: '/about' },
  services: { title: 'Services', page: '/services' },
  'for-candidate': { title: 'For candidates', page: '/candidates' },
  'for-candidate-process': { title: 'Candidate process', page: '/candidates' },
  'for-employer': { title: 'For employers', page: '/employers' },
  'for-employer-process': { title: 'Employer process', page: '/employers' },
  'our-partners-say': { title: 'What our partners say', page: '/employers' },
  partner: { title: 'Partners', page: '/partners' },
  'media-gallery': { title: 'Media gallery', page: '/gallery' },
  'contact-info': { title: 'Contact information', page: '/contact' },
  company: { title: 'Company (header and footer)', page: '/' },
  'site-setting': { title: 'Site settings (WhatsApp, agency licence, passport rule, data retention)', page: '/' },
};
