import type { ContentKey } from '@contracts/content';
import { aboutUs, certificates } from './about-us';
import { contactInfo } from './contact-info';
import { forCandidate, forCandidateProcess } from './for-candidate';
import { forEmployer, forEmployerProcess, ourPartnersSay } from './for-employer';
import { home } from './home';
import { mediaGallery } from './media-gallery';
import { partner } from './partner';
import { services } from './services';
import { banner, company, heroSlides, siteSettings } from './shell';

/** The demo document for every content key; a missing key fails type-checking. */
export const demoContent: Record<ContentKey, unknown> = {
  home,
  banner,
  'hero-slides': heroSlides,
  services,
  company,
  'site-setting': siteSettings,
  'for-candidate': forCandidate,
  'for-candidate-process': forCandidateProcess,
  'about-us': aboutUs,
  certificate: certificates,
  'for-employer': forEmployer,
  'our-partners-say': ourPartnersSay,
  'for-employer-process': forEmployerProcess,
  'media-gallery': mediaGallery,
  partner,
  'contact-info': contactInfo,
};
