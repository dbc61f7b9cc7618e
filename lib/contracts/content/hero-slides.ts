import { z } from 'zod';
import { idSchema, imageFileSchema, linkButtonSchema } from '../core/common';

export const heroSlideSchema = z.object({
  _id: idSchema,
  title: z.string().min(1),
  /** 'white' draws the title in white; anything else in black. */
  titleColor: z.string(),
  bgimage: imageFileSchema,
  bgColor: z.string(),
  image: imageFileSchema,
  buttons: z.array(linkButtonSchema),
});

/** The hero slides document is the list itself. */
export const heroSlidesContentSchema = z.array(heroSlideSchema);

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HeroSlidesContent = z.infer<typeof heroSlidesContentSchema>;
