import { z } from 'zod';
import { idSchema } from '../core/common';

// The back office's side of testimonials: moderation and the list as staff see it.
/** Staff approve (show) or hide a visitor's testimonial. */
export const testimonialModerationSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});

export const adminTestimonialSchema = z.object({
  _id: idSchema,
  name: z.string(),
  position: z.string(),
  employer: z.string(),
  rating: z.number(),
  testimonial: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});

/** The answers of the small toggles: the record's id and its new flag. */
export const testimonialModeratedSchema = z.object({ _id: idSchema, isApproved: z.boolean() });

export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
