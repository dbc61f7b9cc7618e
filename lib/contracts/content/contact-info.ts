import { z } from 'zod';
import { idSchema, imageFileSchema } from '../core/common';

export const contactInfoContentSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  backgroundImage: imageFileSchema,
  phoneNumbers: z.array(z.string().min(1)),
  emails: z.array(z.string().email()),
  /** Each entry reads 'Label: value' and is split at the first colon. */
  businessHours: z.array(z.string().min(1)),
  offices: z.array(
    z.object({
      _id: idSchema,
      name: z.string().min(1),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
  ),
  /** Empty when there is no brochure to download. */
  brochureLink: z.string(),
  emergencySupport: z.object({ title: z.string().min(1), description: z.string(), hotline: z.string() }),
});

export type ContactInfoContent = z.infer<typeof contactInfoContentSchema>;
