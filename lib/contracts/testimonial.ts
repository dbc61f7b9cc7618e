import { z } from 'zod';
import { idSchema } from './common';

export const testimonialSchema = z.object({
  _id: idSchema,
  name: z.string().min(1),
  position: z.string().min(1),
  employer: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  testimonial: z.string().min(1),
  /** icon.image is the avatar's file name under the uploads path. */
  icon: z.object({ _id: idSchema, image: z.string().min(1) }).nullable(),
  createdAt: z.string(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
