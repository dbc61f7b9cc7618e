import { z } from 'zod';
import { imageFileSchema } from '../core/common';

export const companyContentSchema = z.object({
  headerLogo: imageFileSchema,
  footerLogo: imageFileSchema,
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().email(),
  location: z.string().min(1),
  copyRightText: z.string().min(1),
});

export type CompanyContent = z.infer<typeof companyContentSchema>;
