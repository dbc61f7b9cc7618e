import { z } from 'zod';
import { aboutUsContentSchema } from './about-us';
import { bannerContentSchema } from './banner';
import { certificatesContentSchema } from './certificates';
import { companyContentSchema } from './company';
import { contactInfoContentSchema } from './contact-info';
import { forCandidateContentSchema } from './for-candidate';
import { forCandidateProcessContentSchema } from './for-candidate-process';
import { forEmployerContentSchema } from './for-employer';
import { forEmployerProcessContentSchema } from './for-employer-process';
import { heroSlidesContentSchema } from './hero-slides';
import { homeContentSchema } from './home';
import { mediaGalleryContentSchema } from './media-gallery';
import { ourPartnersSayContentSchema } from './our-partners-say';
import { partnerContentSchema } from './partner';
import { servicesContentSchema } from './services';
import { siteSettingsContentSchema } from './site-settings';

/**
 * Every content document of the public site. The key is the document's name in storage and
 * the path of its read call (`GET /api/{key}`); the spec's paths (§7 "The calls it makes" of both
 * documents) are kept, and where the spec hides one (hero slides, services, site settings) the key
 * below is the chosen path.
 */
export const contentDocuments = {
  home: homeContentSchema,
  banner: bannerContentSchema,
  'hero-slides': heroSlidesContentSchema,
  services: servicesContentSchema,
  company: companyContentSchema,
  'site-setting': siteSettingsContentSchema,
  'for-candidate': forCandidateContentSchema,
  'for-candidate-process': forCandidateProcessContentSchema,
  'about-us': aboutUsContentSchema,
  certificate: certificatesContentSchema,
  'for-employer': forEmployerContentSchema,
  'our-partners-say': ourPartnersSayContentSchema,
  'for-employer-process': forEmployerProcessContentSchema,
  'media-gallery': mediaGalleryContentSchema,
  partner: partnerContentSchema,
  'contact-info': contactInfoContentSchema,
} as const;

export type ContentKey = keyof typeof contentDocuments;
export type ContentOf<K extends ContentKey> = z.infer<(typeof contentDocuments)[K]>;
export const contentKeys = Object.keys(contentDocuments) as ContentKey[];

export function isContentKey(value: string): value is ContentKey {
  return Object.hasOwn(contentDocuments, value);
}

export * from './about-us';
export * from './banner';
export * from './certificates';
export * from './company';
export * from './contact-info';
export * from './for-candidate';
export * from './for-candidate-process';
export * from './for-employer';
export * from './for-employer-process';
export * from './hero-slides';
export * from './home';
export * from './media-gallery';
export * from './our-partners-say';
export * from './partner';
export * from './process-steps';
export * from './services';
export * from './site-settings';
