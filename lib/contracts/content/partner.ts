import { z } from 'zod';
import { heroSectionSchema, iconNameSchema, idSchema, imageFileSchema } from '../core/common';

export const partnerContentSchema = z.object({
  heroSection: heroSectionSchema,
  ourPartnerSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    categories: z.array(
      z.object({
        _id: idSchema,
        icon: iconNameSchema,
        category: z.string().min(1),
        subTitle: z.string(),
        places: z.array(
          z.object({
            _id: idSchema,
            image: imageFileSchema,
            badge: z.string().nullable(),
            name: z.string().min(1),
            location: z.string(),
            professionals: z.string(),
            /** Shown as 'Premium Partner' when empty. */
            description: z.string(),
          }),
        ),
      }),
    ),
  }),
  becomeOurPartnerSection: z.object({
    title: z.string().min(1),
    description: z.string(),
    currentPartners: z.string(),
    successfulPlacements: z.string(),
    partnerSatisfaction: z.string(),
    smallDescription: z.string(),
    email: z.string().email(),
    phone: z.string().min(1),
  }),
});

export type PartnerContent = z.infer<typeof partnerContentSchema>;
