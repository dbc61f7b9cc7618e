import { z } from 'zod';

/** The thin announcement strip above the home hero. */
export const bannerContentSchema = z.object({
  isVisible: z.boolean(),
  text: z.string(),
  linkText: z.string(),
  link: z.string(),
});

export type BannerContent = z.infer<typeof bannerContentSchema>;
