import { z } from 'zod';
import { heroSectionSchema, iconNameSchema, idSchema, imageFileSchema } from '../core/common';

export const mediaGalleryContentSchema = z.object({
  heroSection: heroSectionSchema,
  statisticsCards: z.array(
    z.object({ _id: idSchema, icon: iconNameSchema, number: z.string().min(1), title: z.string().min(1) }),
  ),
  mediaGallery: z.array(
    z.object({
      _id: idSchema,
      category: z.string().min(1),
      medias: z.array(z.object({ _id: idSchema, image: imageFileSchema, tag: z.string(), message: z.string() })),
    }),
  ),
  successStoryCTA: z.object({
    title: z.string().min(1),
    description: z.string(),
    cards: z.array(z.object({ _id: idSchema, title: z.string().min(1), date: z.string(), location: z.string() })),
  }),
});

export type MediaGalleryContent = z.infer<typeof mediaGalleryContentSchema>;
