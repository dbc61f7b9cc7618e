import { z } from 'zod';
import { idSchema } from '../core/common';

export const ourPartnersSayContentSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string(),
  testimonials: z.array(
    z.object({
      _id: idSchema,
      rating: z.number().int().min(1).max(5),
      partnerName: z.string().min(1),
      quote: z.string().min(1),
      contactName: z.string().min(1),
      contactTitle: z.string(),
    }),
  ),
});

export type OurPartnersSayContent = z.infer<typeof ourPartnersSayContentSchema>;
